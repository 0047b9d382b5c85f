import { useState } from 'react';
import type { TimeZoneLabel } from '../../../engine/format/event-time';
import { useClock } from '../../../engine/time/use-clock';
import type { UsherAccess } from '../../../schemas/responses/guestbook';
import { errorText } from '../../api/error-text';
import { guestbookOrigin } from '../../api/service-addresses';
import { StatusMessage } from '../../ui/status-message';
import { UsherAccessCard } from './usher-access-card';
import { usherLink, usherState } from './usher-access-state';

/**
 * The ushers' accesses as cards, those that work first, then the expired and revoked ones (each in
 * the server's order, newest first); an access whose time runs out while the page is open turns
 * 'Kedaluwarsa' within half a minute. Or why they could not be read, or that there are none yet.
 */
export function UsherAccessList({
  ushers,
  error,
  couple,
  zone,
  onCopied,
  onRevoke,
}: {
  /** Undefined until read. */
  ushers: readonly UsherAccess[] | undefined;
  error: unknown;
  couple: string;
  zone: TimeZoneLabel;
  onCopied: (access: UsherAccess) => void;
  onRevoke: (access: UsherAccess) => void;
}) {
  const [openedAt] = useState(() => Date.now());
  const now = useClock(openedAt, 30_000);
  const origin = guestbookOrigin();
  const list = [...(ushers ?? [])].sort(
    (a, b) => Number(usherState(a, now) !== 'active') - Number(usherState(b, now) !== 'active'),
  );
  if (error) return <StatusMessage state={{ kind: 'error', text: errorText(error) }} />;
  if (!ushers) {
    return (
      <p className="gb-muted" role="status">
        Memuat akses…
      </p>
    );
  }
  if (list.length === 0) {
    return (
      <div className="ui-card gb-empty">
        <p className="gb-muted">Belum ada akses. Buat satu untuk setiap penerima tamu.</p>
      </div>
    );
  }
  return (
    <ul className="gb-cards usher-cards" aria-label="Akses penerima tamu">
      {list.map((access) => (
        <UsherAccessCard
          key={access.id}
          access={access}
          state={usherState(access, now)}
          link={usherLink(origin, access.code)}
          couple={couple}
          zone={zone}
          onCopied={() => onCopied(access)}
          onRevoke={onRevoke}
        />
      ))}
    </ul>
  );
}
