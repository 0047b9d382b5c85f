import { formatRelativeTime } from '../../../engine/format/relative-time';
import type { Wish } from '../../../schemas/entities/wish.schema';
import type { WishStatusRequest } from '../../../schemas/requests/wish-moderation';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { formatSentAt } from '../kit/sent-time';

const RSVP_LABELS: Record<NonNullable<Wish['rsvp']>, string> = {
  present: 'Hadir',
  tentative: 'Mungkin hadir',
  absent: 'Tidak hadir',
};

/** The badge of a wish that is not on the page (docs/product.md#wish-moderation). */
const STATUS_BADGES = {
  pending: { label: 'Menunggu persetujuan', color: '#9a6700' },
  hidden: { label: 'Disembunyikan', color: '#6b6470' },
} as const;

/** What the owner can do with a wish in each status: approve a waiting one, hide, show a hidden one again. */
const STATUS_ACTIONS: Record<
  NonNullable<Wish['status']>,
  readonly { to: WishStatusRequest['status']; label: string; primary?: boolean }[]
> = {
  pending: [
    { to: 'shown', label: 'Setujui', primary: true },
    { to: 'hidden', label: 'Sembunyikan' },
  ],
  shown: [{ to: 'hidden', label: 'Sembunyikan' }],
  hidden: [{ to: 'shown', label: 'Tampilkan lagi' }],
};

/**
 * One wish as the owner reads it: who sent it (and from where, and whether they come), when, whether
 * it waits for approval or is hidden, and the message as plain text with its line breaks
 * (docs/product.md#wishes), with what can be done to it and 'Hapus'. The time reads as the guest list's
 * ('25 Nov 14.05'), the relative one ('3 hari yang lalu') on hover, both from `now`.
 */
export function WishCard({
  wish,
  now,
  busy,
  onStatus,
  onRemove,
}: {
  wish: Wish;
  now: number;
  /** A change of this wish's status is on its way. */
  busy: boolean;
  onStatus: (wish: Wish, status: WishStatusRequest['status']) => void;
  onRemove: (wish: Wish) => void;
}) {
  const status = wish.status ?? 'shown';
  const badge = status === 'shown' ? null : STATUS_BADGES[status];
  return (
    <article className={`wish-card wish-card--${status}`}>
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
        {badge && <Badge color={badge.color}>{badge.label}</Badge>}
      </header>
      <p className="wish-card__message">{wish.message}</p>
      <div className="wish-card__actions">
        {STATUS_ACTIONS[status].map((action) => (
          <Button
            key={action.to}
            variant={action.primary ? 'primary' : 'secondary'}
            className="wish-card__action"
            busy={busy}
            aria-label={`${action.label} ucapan dari ${wish.name}`}
            onClick={() => onStatus(wish, action.to)}
          >
            {action.label}
          </Button>
        ))}
        <Button
          variant="ghost"
          className="wish-card__remove"
          aria-label={`Hapus ucapan dari ${wish.name}`}
          onClick={() => onRemove(wish)}
        >
          Hapus
        </Button>
      </div>
    </article>
  );
}
