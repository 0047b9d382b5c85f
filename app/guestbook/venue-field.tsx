import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A large labelled input of the venue's pages, with its hint and its error (read with the field). */
export function VenueField({
  label,
  hint,
  error,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; hint?: ReactNode; error?: string | null }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['venue-field', error && 'venue-field--invalid', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="venue-field__label">
        {label}
      </label>
      <input
        id={id}
        className="venue-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="venue-field__error" role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="venue-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
