import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /**
   * The field's look: the kit's `ui-field` (app/ui/owner.css), or with `venue-field` the venue's large
   * one, the kit's field that app/guestbook/venue.css draws larger.
   */
  block?: 'ui-field' | 'venue-field';
};

/**
 * A labelled input with its hint and its error (read by screen readers with the field). The venue's
 * fields show the error above the hint, where an usher's eye is.
 */
export function TextField({ label, hint, error, className, block = 'ui-field', ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const venue = block === 'venue-field';
  const hintText = hint && (
    <p id={hintId} className="ui-field__hint">
      {hint}
    </p>
  );
  const errorText = error && (
    <p id={errorId} className="ui-field__error" role="alert">
      {error}
    </p>
  );
  return (
    <div
      className={['ui-field', venue && 'venue-field', error && 'ui-field--invalid', className]
        .filter(Boolean)
        .join(' ')}
    >
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <input
        id={id}
        className="ui-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {venue ? (
        <>
          {errorText}
          {hintText}
        </>
      ) : (
        <>
          {hintText}
          {errorText}
        </>
      )}
    </div>
  );
}
