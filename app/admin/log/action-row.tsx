import { OPERATOR_ACTION_NAMES, type OperatorActionEntry } from '../../../schemas/responses/admin';
import type { ListKind } from '../kit/paged-list';
import { formatWhen } from '../kit/when';
import { detailLines } from './action-detail';

/** The log as a list: its columns, in the order each row's cells are, and what it says. */
export const ACTION_LIST: ListKind = {
  columns: ['Waktu', 'Operator', 'Tindakan', 'Sasaran', 'Rincian'],
  loading: 'Memuat log…',
  empty: 'Belum ada tindakan operator.',
  noun: 'tindakan',
};

/** One line of the operator log: when, who (gone once their account is), what, on what, with what detail. */
export function ActionRow({ entry }: { entry: OperatorActionEntry }) {
  const lines = detailLines(entry.detail as Record<string, unknown> | null);
  return (
    <tr>
      <td data-label="Waktu" className="admin-table__number">
        {formatWhen(entry.created_at)}
      </td>
      <td data-label="Operator">
        {entry.user ? (
          <>
            {entry.user.name}
            <div className="admin-table__muted">{entry.user.email}</div>
          </>
        ) : (
          <span className="admin-table__muted">Akun sudah dihapus</span>
        )}
      </td>
      <td data-label="Tindakan">{OPERATOR_ACTION_NAMES[entry.action]}</td>
      <td data-label="Sasaran" className="admin-table__code">
        {entry.target}
      </td>
      <td data-label="Rincian">{lines.length ? lines.map((line) => <div key={line}>{line}</div>) : '—'}</td>
    </tr>
  );
}
