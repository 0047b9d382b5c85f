import { useState, type ReactNode } from 'react';
import { REASON_MAX, orderRejectRequestSchema } from '../../../schemas/requests/admin';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage } from '../../ui/status-message';
import { TextAreaField } from '../../ui/text-area-field';
import { formFailure } from './form-failure';
import './reason-dialog.css';

/** What the API says when a required reason is missing: said here before any call. */
const REASON_REQUIRED = orderRejectRequestSchema.errorMessage.required.reason;

/**
 * Asks before an operator's action, with the words it is done with: a reason (required: a rejection,
 * a refund, a suspension) or a note (`required` false: a confirmation's). Open while it is shown
 * (mount it for one action); a refusal of the API shows at the field or below it.
 */
export function ReasonDialog({
  title,
  children,
  label = 'Alasan',
  required = true,
  confirmLabel,
  danger = false,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  title: string;
  /** What the action does, said above the field. */
  children?: ReactNode;
  label?: string;
  required?: boolean;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  /** The last refusal of the API, if any. */
  error: unknown;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const failure = formFailure(error, { properties: { reason: {}, note: {} } });
  const fieldError = missing ? REASON_REQUIRED : (failure.fields.reason ?? failure.fields.note);
  const submit = () => {
    const written = text.trim();
    setMissing(required && !written);
    if (!required || written) onSubmit(written);
  };
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      danger={danger}
      busy={busy}
      onConfirm={submit}
      onCancel={onCancel}
    >
      {children}
      <TextAreaField
        className="reason-dialog__field"
        label={label}
        maxLength={REASON_MAX}
        value={text}
        error={fieldError}
        onChange={(event) => setText(event.target.value)}
      />
      <StatusMessage state={failure.notice ? { kind: 'error', text: failure.notice } : null} />
    </ConfirmDialog>
  );
}
