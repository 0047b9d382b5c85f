import { shrinkingText } from './image-shrink-plan';

/**
 * Under an upload field (its `id`, for aria-describedby): a photo being made smaller first
 * ("Memperkecil foto… 42%", `shrinking` from 0 to 100), then the upload's progress while it is sent
 * (`progress` from 0 to 1; null when none is), and why it was refused or failed.
 */
export function UploadStatus({
  id,
  progress,
  shrinking = null,
  error,
  className,
  label,
}: {
  id: string;
  progress: number | null;
  /** Percent of the making smaller; null when the picture is not being made smaller. */
  shrinking?: number | null;
  error: string | null;
  /** The progress bar's class. */
  className: string;
  /** The progress bar's name for screen readers: 'Mengunggah foto'. */
  label: string;
}) {
  return (
    <div id={id}>
      {shrinking !== null ? (
        <>
          <progress className={className} max={100} value={shrinking} aria-label="Memperkecil foto" />
          <p className="ui-field__hint" role="status">
            {shrinkingText(shrinking)}
          </p>
        </>
      ) : (
        progress !== null && <progress className={className} max={1} value={progress} aria-label={label} />
      )}
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
