import { formatRelativeTime } from '../../../engine/format/relative-time';
import type { Wish } from '../../../schemas/entities/wish.schema';
import { Button } from '../../ui/button';
import { formatSentAt } from '../kit/sent-time';

const RSVP_LABELS: Record<NonNullable<Wish['rsvp']>, string> = {
  present: 'Hadir',
  tentative: 'Mungkin hadir',
  absent: 'Tidak hadir',
};

/**
 * One wish as the owner reads it: who sent it (and from where, and whether they come), when, and the
 * message as plain text with its line breaks (docs/product.md#wishes), with 'Hapus'. The time reads
 * as the guest list's ('25 Nov 14.05'), the relative one ('3 hari yang lalu') on hover, both from `now`.
 */
export function WishCard({ wish, now, onRemove }: { wish: Wish; now: number; onRemove: (wish: Wish) => void }) {
  return (
    <article className="wish-card">
      <header className="wish-card__head">
        <div className="wish-card__meta">
          <p className="wish-card__who">
            <strong className="wish-card__name">{wish.name}</strong>
            {wish.place && <span className="wish-card__place">{wish.place}</span>}
            {wish.rsvp && <span className="wish-card__rsvp">{RSVP_LABELS[wish.rsvp]}</span>}
          </p>
          <time className="wish-card__time" dateTime={wish.created_at} title={formatRelativeTime(wish.created_at, now)}>
            {formatSentAt(wish.created_at, new Date(now))}
          </time>
        </div>
        <Button
          variant="ghost"
          className="wish-card__remove"
          aria-label={`Hapus ucapan dari ${wish.name}`}
          onClick={() => onRemove(wish)}
        >
          Hapus
        </Button>
      </header>
      <p className="wish-card__message">{wish.message}</p>
    </article>
  );
}
