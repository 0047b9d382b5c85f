import type { InputHTMLAttributes } from 'react';
import { TextField } from '../../ui/text-field';
import type { FormField } from './new-invitation-form';
import type { NewInvitationDraft } from './use-new-invitation-draft';

/** A text field of the new invitation's form, as typed with its error, in a block marked with its field's name. */
export function NewInvitationTextField({
  name,
  label,
  draft,
  ...input
}: { name: FormField; label: string; draft: NewInvitationDraft } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div data-field={name}>
      <TextField
        label={label}
        name={name}
        value={draft.form[name]}
        error={draft.errors[name]}
        onChange={(event) => draft.set(name, event.target.value)}
        {...input}
      />
    </div>
  );
}
