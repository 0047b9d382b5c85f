import { useSearchParams } from 'react-router';

/**
 * A list's filters and page, kept in the address (`?status=paid&q=rina&page=2`), so Back returns to
 * them and a link shares them. `filter` changes filters (a blank one is removed) and starts again at
 * the first page.
 */
export function useListParams<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<Name, string>;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const change = (edit: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      edit(next);
      return next;
    });
  const filter = (changes: Partial<Record<Name, string>>) =>
    change((next) => {
      for (const [name, value] of Object.entries(changes) as [Name, string | undefined][]) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
    });
  const goTo = (to: number) => change((next) => (to > 1 ? next.set('page', String(to)) : next.delete('page')));
  return { values, page, filter, goTo };
}
