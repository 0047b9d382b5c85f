import { useId, type ReactNode } from 'react';

/** What the frame around a control shows: its label, hint and error; and the field's own class. */
export type FrameProps = { label: ReactNode; hint?: ReactNode; error?: string | null; className?: string };

/** A field's props parted into the frame's (FrameProps) and the control's, which are all the others. */
export function splitFrame<Props extends FrameProps>({ label, hint, error, className, ...control }: Props) {
  return [{ label, hint, error, className }, control] as const;
}

/** What a framed control needs: its id (the label's target), what describes it, whether it is invalid. */
export type FieldControl = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

/**
 * A field of the kit around any control (a select, a textarea, a price): its label, hint and error,
 * the error read by screen readers with the control. `control` draws the control with the ids given.
 * (TextField is the same for an input, with the venue's larger variant.)
 */
export function FieldFrame({
  label,
  hint,
  error,
  className,
  control,
}: FrameProps & { control: (props: FieldControl) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ui-field', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      {control({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true } : {}) })}
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
