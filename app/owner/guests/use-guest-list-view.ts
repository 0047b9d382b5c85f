import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../kit/use-address-params';
import { FILTER_KEYS, paramsFromView, viewFromParams, type GuestListView } from './guest-list-params';

/**
 * The list's search, filters, order and page, kept in the page's address so a reload or the back
 * button finds the list as it was. A new search, filter or order starts again at page 1 and replaces
 * the address; a new page is a step of its own in the history.
 */
export function useGuestListView() {
  const [params, setParams] = useAddressParams();
  const view = useMemo(() => viewFromParams(params), [params]);

  const change = useCallback(
    (next: Partial<Omit<GuestListView, 'page'>>) =>
      setParams((current) => paramsFromView({ ...viewFromParams(current), ...next, page: 1 }), { replace: true }),
    [setParams],
  );
  const goToPage = useCallback(
    (page: number, { replace = false } = {}) =>
      setParams((current) => paramsFromView({ ...viewFromParams(current), page }), { replace }),
    [setParams],
  );
  const clearFilters = useCallback(
    () => change(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as Partial<GuestListView>),
    [change],
  );
  return { view, change, goToPage, clearFilters };
}
