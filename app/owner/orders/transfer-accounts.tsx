import { formatRupiah } from '../../../engine/format/rupiah';
import type { OrderOptions } from '../../../schemas/responses/orders';
import { CopyButton } from '../../../renderers/shared/copy-button';
import './transfer-accounts.css';

type Account = OrderOptions['transfer_accounts'][number];

const copyProps = { label: 'Salin', copiedLabel: 'Disalin', className: 'ui-button ui-button--secondary' } as const;

/**
 * Where a transfer goes: the exact amount and the operator's accounts (bank, number, holder), each
 * number and the amount with 'Salin', so that nothing is typed by hand on a phone.
 */
export function TransferAccounts({ amount, accounts }: { amount: number; accounts: readonly Account[] }) {
  return (
    <div className="transfer-accounts">
      <div className="transfer-accounts__amount">
        <span className="transfer-accounts__label">Jumlah transfer (tepat)</span>
        <strong className="transfer-accounts__value">{formatRupiah(amount)}</strong>
        <CopyButton value={String(amount)} {...copyProps} />
      </div>
      {accounts.length === 0 ? (
        <p className="ui-status ui-status--error" role="alert">
          Rekening tujuan belum tersedia. Hubungi kami untuk melanjutkan pembayaran.
        </p>
      ) : (
        <ul className="transfer-accounts__list">
          {accounts.map((account) => (
            <li key={`${account.channel_type} ${account.account_number}`} className="transfer-accounts__account">
              <span className="transfer-accounts__bank">{account.channel_type}</span>
              <strong className="transfer-accounts__number">{account.account_number}</strong>
              <span className="transfer-accounts__holder">a.n. {account.account_name}</span>
              <CopyButton value={account.account_number.replace(/\D/g, '')} {...copyProps} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
