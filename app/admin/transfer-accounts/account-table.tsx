import type { TransferAccount } from '../../../schemas/responses/admin';
import { Button } from '../../ui/button';
import '../kit/admin-table.css';
import { formatWhen } from '../kit/when';

/** The accounts couples transfer to, each with 'Hapus'. */
export function AccountTable({
  accounts,
  onRemove,
}: {
  accounts: TransferAccount[];
  onRemove: (account: TransferAccount) => void;
}) {
  if (accounts.length === 0)
    return <p className="admin-table__empty">Belum ada rekening. Pasangan belum dapat membayar dengan transfer.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            {['Bank', 'Nomor rekening', 'Atas nama', 'Ditambahkan', 'Tindakan'].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id}>
              <td data-label="Bank">{account.channel_type}</td>
              <td data-label="Nomor rekening" className="admin-table__number">
                {account.account_number}
              </td>
              <td data-label="Atas nama">{account.account_name}</td>
              <td data-label="Ditambahkan" className="admin-table__number">
                {formatWhen(account.created_at)}
              </td>
              <td data-label="Tindakan">
                <div className="admin-table__actions">
                  <Button
                    variant="secondary"
                    aria-label={`Hapus rekening ${account.channel_type} ${account.account_number}`}
                    onClick={() => onRemove(account)}
                  >
                    Hapus
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
