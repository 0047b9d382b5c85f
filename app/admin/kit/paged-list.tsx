import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminListMeta } from '../../../schemas/responses/admin';
import { errorText } from '../../api/error-text';
import { LoadingOrRetry } from '../../ui/loading-or-retry';
import { AdminTable } from './admin-table';
import { ListPager } from './list-pager';
import { useListParams } from './use-list-params';

/** What a console list is: its columns (in the order each row's cells are) and what it says. */
export type ListKind = {
  columns: readonly string[];
  /** Said while the list loads. */
  loading: string;
  /** Said when there is no row. */
  empty: string;
  /** What the rows are: 'pesanan', 'undangan' … */
  noun: string;
};

/**
 * A console list asked a page at a time: 'loading' (or a failure and 'Coba Lagi'), then its table,
 * a row each (`row`), and under it which rows of how many and its pager, which turns the page in
 * the address (useListParams).
 */
export function PagedList<Row>({
  query,
  kind: { columns, loading, empty, noun },
  row,
}: {
  query: UseQueryResult<{ data: Row[]; meta: AdminListMeta }>;
  kind: ListKind;
  row: (row: Row) => ReactNode;
}) {
  const { goTo } = useListParams([]);
  return (
    <>
      <LoadingOrRetry query={query} loading={loading} failed={errorText(query.error)} />
      {query.data && (
        <>
          <AdminTable columns={columns} count={query.data.data.length} empty={empty} stale={query.isPlaceholderData}>
            {query.data.data.map(row)}
          </AdminTable>
          <ListPager meta={query.data.meta} shown={query.data.data.length} noun={noun} onPage={goTo} />
        </>
      )}
    </>
  );
}
