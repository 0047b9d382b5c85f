import { useId } from 'react';
import type { Souvenir } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { StatusMessage, type StatusState } from '../../ui/status-message';
import { GuestbookLoadFailed } from './guestbook-load-failed';
import { SouvenirCards } from './souvenir-cards';

/**
 * 'Jenis Suvenir': 'Tambah Suvenir', the outcome of the last change, and the souvenir kinds as cards
 * (or why they could not be read, or that there are none yet).
 */
export function SouvenirKindsSection({
  souvenirs,
  error,
  status,
  onRetry,
  onAdd,
  onEdit,
  onRemove,
}: {
  /** Undefined until read. */
  souvenirs: readonly Souvenir[] | undefined;
  error: unknown;
  status: StatusState;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (souvenir: Souvenir) => void;
  onRemove: (souvenir: Souvenir) => void;
}) {
  const headingId = useId();
  return (
    <section className="souvenir-section" aria-labelledby={headingId}>
      <div className="usher-section__head">
        <h2 id={headingId} className="gb-section-title">
          Jenis Suvenir
        </h2>
        <Button onClick={onAdd}>Tambah Suvenir</Button>
      </div>
      <StatusMessage state={status} />
      {error ? (
        <GuestbookLoadFailed error={error} onRetry={onRetry} />
      ) : !souvenirs ? (
        <p className="gb-muted" role="status">
          Memuat suvenir…
        </p>
      ) : souvenirs.length === 0 ? (
        <div className="ui-card gb-empty">
          <p className="gb-muted">Belum ada suvenir. Tambahkan jenis suvenir dan stoknya.</p>
        </div>
      ) : (
        <SouvenirCards souvenirs={souvenirs} onEdit={onEdit} onRemove={onRemove} />
      )}
    </section>
  );
}
