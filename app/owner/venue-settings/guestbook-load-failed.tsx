import { errorText } from '../../api/error-text';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';

/** The venue's data could not be read: why, and 'Coba lagi'. */
export function GuestbookLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="gb-load-failed">
      <StatusMessage state={{ kind: 'error', text: errorText(error) }} />
      <Button variant="secondary" onClick={onRetry}>
        Coba lagi
      </Button>
    </div>
  );
}
