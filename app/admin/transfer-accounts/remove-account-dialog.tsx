import type { TransferAccount } from '../../../schemas/responses/admin';
import { adminCalls } from '../../api/admin-calls';
import { errorText } from '../../api/error-text';
import { adminKeys } from '../../queries/admin-queries';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage } from '../../ui/status-message';
import { useAdminAction } from '../kit/use-admin-action';

/** Asks before an account is removed, and removes it; `onDone` says it. */
export function RemoveAccountDialog({
  account,
  onDone,
  onCancel,
}: {
  account: TransferAccount;
  onDone: (said: string) => void;
  onCancel: () => void;
}) {
  const remove = useAdminAction(() => adminCalls.removeTransferAccount(account.id), adminKeys.transferAccounts);
  const name = `${account.channel_type} ${account.account_number}`;
  return (
    <ConfirmDialog
      open
      title="Hapus rekening?"
      confirmLabel="Hapus"
      danger
      busy={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onSuccess: () => onDone(`Rekening ${name} dihapus.`) })}
      onCancel={onCancel}
    >
      <p>
        {name} a.n. {account.account_name} tidak lagi ditawarkan kepada pasangan.
      </p>
      <StatusMessage state={remove.error ? { kind: 'error', text: errorText(remove.error) } : null} />
    </ConfirmDialog>
  );
}
