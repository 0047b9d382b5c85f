/**
 * Under an upload field (its `id`, for aria-describedby): the upload's progress while it is sent
 * (`progress` from 0 to 1; null when none is), and why it was refused or failed.
 */
export function UploadStatus({
  id,
  progress,
  error,
  className,
  label,
}: {
  id: string;
  progress: number | null;
  error: string | null;
  /** The progress bar's class. */
  className: string;
  /** The progress bar's name for screen readers: 'Mengunggah foto'. */
  label: string;
}) {
  return (
    <div id={id}>
      {progress !== null && <progress className={className} max={1} value={progress} aria-label={label} />}
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
