import type { ReactNode } from 'react';
import './admin-table.css';

/**
 * A console list: a table with its columns' names (a card a row on a phone, each cell under its
 * `data-label`), then `children`, its rows; `empty` says there is none (`count` 0). While `stale`,
 * the rows are the page before's and the asked page loads.
 */
export function AdminTable({
  columns,
  count,
  empty,
  stale = false,
  children,
}: {
  columns: readonly string[];
  count: number;
  empty: string;
  stale?: boolean;
  children: ReactNode;
}) {
  if (count === 0) return <p className="admin-table__empty">{empty}</p>;
  return (
    <div className="admin-table-wrap" aria-busy={stale || undefined}>
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
