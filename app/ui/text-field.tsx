import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /**
   * The field's class block: `ui-field` (the owner's and sign-in pages, app/ui/owner.css) or
   * `venue-field` (the venue's large fields, app/guestbook/venue.css).
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
  const hintText = hint && (
    <p id={hintId} className={`${block}__hint`}>
      {hint}
    </p>
  );
  const errorText = error && (
    <p id={errorId} className={`${block}__error`} role="alert">
      {error}
    </p>
  );
  return (
    <div className={[block, error && `${block}--invalid`, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={`${block}__label`}>
        {label}
      </label>
      <input
        id={id}
        className={`${block}__input`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {block === 'venue-field' ? (
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
