import { useState } from 'react';
import { transferAccountRequestSchema, type TransferAccountRequest } from '../../../schemas/requests/admin';
import { adminCalls } from '../../api/admin-calls';
import { adminKeys } from '../../queries/admin-queries';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import { formFailure } from '../kit/form-failure';
import { useAdminAction } from '../kit/use-admin-action';
import './account-form.css';

const BANKS = transferAccountRequestSchema.properties.channel_type.enum.map((name) => ({ value: name, label: name }));
const EMPTY: TransferAccountRequest = { channel_type: 'BCA', account_number: '', account_name: '' };

/** A new account couples may transfer to: a bank of the list, its number and its holder. */
export function AccountForm({ onAdded }: { onAdded: (said: string) => void }) {
  const [account, setAccount] = useState<TransferAccountRequest>(EMPTY);
  const add = useAdminAction(adminCalls.addTransferAccount, adminKeys.transferAccounts);
  const failure = formFailure(add.error, transferAccountRequestSchema);
  /** A field's value, change and error (the API's refusal of it). */
  const bind = (field: keyof TransferAccountRequest) => ({
    value: account[field],
    onChange: (event: { target: { value: string } }) =>
      setAccount((current) => ({ ...current, [field]: event.target.value })),
    error: failure.fields[field],
  });
  return (
    <form
      className="ui-card account-form"
      aria-label="Tambah rekening"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(account, {
          onSuccess: (added) => {
            setAccount(EMPTY);
            onAdded(`Rekening ${added.channel_type} ${added.account_number} ditambahkan.`);
          },
        });
      }}
    >
      <h2 className="account-form__title">Tambah rekening</h2>
      <div className="account-form__fields">
        <SelectField label="Bank" options={BANKS} {...bind('channel_type')} />
        <TextField label="Nomor rekening" inputMode="numeric" autoComplete="off" {...bind('account_number')} />
        <TextField label="Atas nama" autoComplete="off" {...bind('account_name')} />
      </div>
      <StatusMessage state={failure.notice ? { kind: 'error', text: failure.notice } : null} />
      <Button type="submit" busy={add.isPending}>
        Tambah rekening
      </Button>
    </form>
  );
}
