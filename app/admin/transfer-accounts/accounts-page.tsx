import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../api/error-text';
import { transferAccountsQuery } from '../../queries/admin-queries';
import { LoadingOrRetry } from '../../ui/loading-or-retry';
import { StatusMessage } from '../../ui/status-message';
import type { TransferAccount } from '../../../schemas/responses/admin';
import { AdminPageFrame } from '../kit/admin-page-frame';
import { useAskedAction } from '../kit/use-asked-action';
import { AccountForm } from './account-form';
import { AccountTable } from './account-table';
import { RemoveAccountDialog } from './remove-account-dialog';

/** Rekening transfer: the accounts couples transfer to (docs/product.md#bank-transfer), added and removed. */
export function Component() {
  const accounts = useQuery(transferAccountsQuery());
  const removal = useAskedAction<TransferAccount>();
  return (
    <AdminPageFrame
      title="Rekening transfer"
      lead="Rekening tujuan yang dibaca pasangan saat membayar dengan transfer bank."
    >
      <AccountForm onAdded={(said) => removal.setNotice({ kind: 'success', text: said })} />
      <StatusMessage state={removal.notice} />
      <LoadingOrRetry query={accounts} loading="Memuat rekening…" failed={errorText(accounts.error)} />
      {accounts.data && <AccountTable accounts={accounts.data} onRemove={removal.ask} />}
      {removal.asked && (
        <RemoveAccountDialog
          key={removal.asked.id}
          account={removal.asked}
          onDone={removal.done}
          onCancel={removal.cancel}
        />
      )}
    </AdminPageFrame>
  );
}
