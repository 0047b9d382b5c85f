import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

type NextParams = URLSearchParams | Record<string, string> | ((current: URLSearchParams) => URLSearchParams);

/**
 * The page address's query, read and changed like react-router's useSearchParams. The owner's pages
 * use this one: useSearchParams would pull its helpers into the code every route shares, which the
 * guest's page then carries for nothing (tests/browser/page-weight.test.ts).
 */
export function useAddressParams() {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: NextParams, { replace = false }: { replace?: boolean } = {}) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const query = new URLSearchParams(value).toString();
      // The same page with another query (a filter, a search, a page of the list): it stays where it is.
      void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace, preventScrollReset: true });
    },
    [navigate, pathname, search, hash],
  );
  return [params, setParams] as const;
}
