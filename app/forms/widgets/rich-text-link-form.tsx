import { useId, useState, type KeyboardEvent } from 'react';
import { richTextLinkOf } from '../../../engine/format/rich-text-rules';
import { Button } from '../../ui/button';

export const LINK_FORM_TEXT = {
  label: 'Alamat tautan',
  apply: 'Pasang',
  remove: 'Hapus tautan',
  cancel: 'Batal',
  invalid: 'Tautan harus diawali https://, http://, mailto: atau tel:',
} as const;

type Props = {
  initial: string;
  /** Shown when the caret is on a link already. */
  canRemove: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
};

/**
 * The address of a link, asked below the toolbar (inside the page's form: Enter applies it instead
 * of saving the form; Escape cancels).
 */
export function RichTextLinkForm({ initial, canRemove, onApply, onRemove, onCancel }: Props) {
  const id = useId();
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState('');
  const apply = () => {
    const href = richTextLinkOf(typed);
    if (href) onApply(href);
    else setError(LINK_FORM_TEXT.invalid);
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <div className="rich-editor__link" role="group" aria-label={LINK_FORM_TEXT.label}>
      <label className="rich-editor__link-label" htmlFor={`${id}-href`}>
        {LINK_FORM_TEXT.label}
      </label>
      <input
        id={`${id}-href`}
        className="ui-field__input"
        type="text"
        inputMode="url"
        autoComplete="off"
        placeholder="https://…"
        value={typed}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setError('');
        }}
        onKeyDown={keyDown}
      />
      {error ? (
        <p className="ui-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <div className="rich-editor__link-actions">
        <Button variant="secondary" onClick={apply}>
          {LINK_FORM_TEXT.apply}
        </Button>
        {canRemove ? (
          <Button variant="ghost" onClick={onRemove}>
            {LINK_FORM_TEXT.remove}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onCancel}>
          {LINK_FORM_TEXT.cancel}
        </Button>
      </div>
    </div>
  );
}
