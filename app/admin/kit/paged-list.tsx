import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminListMeta } from '../../../schemas/responses/admin';
import { errorText } from '../../api/error-text';
import { LoadingOrRetry } from '../../ui/loading-or-retry';
import { AdminTable } from './admin-table';
import { ListPager } from './list-pager';

/**
 * A console list asked a page at a time: 'loading' (or a failure and 'Coba Lagi'), then its table,
 * a row each (`row`), and under it which rows of how many and its pager.
 */
export function PagedList<Row>({
  query,
  loading,
  columns,
  empty,
  noun,
  onPage,
  row,
}: {
  query: UseQueryResult<{ data: Row[]; meta: AdminListMeta }>;
  /** Said while the list loads. */
  loading: string;
  columns: readonly string[];
  /** Said when there is no row. */
  empty: string;
  /** What the rows are: 'pesanan', 'undangan' … */
  noun: string;
  onPage: (page: number) => void;
  row: (row: Row) => ReactNode;
}) {
  return (
    <>
      <LoadingOrRetry query={query} loading={loading} failed={errorText(query.error)} />
      {query.data && (
        <>
          <AdminTable columns={columns} count={query.data.data.length} empty={empty} stale={query.isPlaceholderData}>
            {query.data.data.map(row)}
          </AdminTable>
          <ListPager meta={query.data.meta} shown={query.data.data.length} noun={noun} onPage={onPage} />
        </>
      )}
    </>
  );
}
