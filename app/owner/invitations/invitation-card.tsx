import { Link } from 'react-router';
import { formatEventDate } from '../../../engine/format/event-time';
import { formatNumber } from '../../../engine/format/rupiah';
import type { MyInvitationItem as Card } from '../../../schemas/responses/owner-invitations';
import { OwnerThemePreview } from '../kit/themes/owner-theme-preview';
import { InvitationBadges } from './invitation-badges';

/** "Raka & Ayu": the couple by nickname (full name when no nickname), or a neutral title before any. */
export function coupleTitle(couple: Card['couple']): string {
  const name = (person: Card['couple']['groom']) => person?.person_nickname || person?.person_name || '';
  const names = [name(couple.groom), name(couple.bride)].filter(Boolean);
  return names.length ? names.join(' & ') : 'Undangan tanpa nama';
}

/**
 * One invitation on "Undangan Saya": its theme's live preview, the couple, its public link, the main
 * event's date, its counts and badges. The whole card opens its dashboard; the link opens the page.
 */
export function InvitationCard({ invitation }: { invitation: Card }) {
  const title = coupleTitle(invitation.couple);
  const { guests, attending, wishes } = invitation.counts;
  return (
    <li className="invitation-card">
      <OwnerThemePreview themeId={invitation.theme} names={title} />
      <div className="invitation-card__body">
        <InvitationBadges invitation={invitation} />
        <h2 className="invitation-card__title">
          <Link to={`/invitation/${encodeURIComponent(invitation.id)}`} className="invitation-card__open">
            {title}
          </Link>
        </h2>
        <a
          className="invitation-card__public"
          href={`/${encodeURIComponent(invitation.slug)}`}
          target="_blank"
          rel="noreferrer"
          aria-label={`Buka halaman undangan /${invitation.slug} (tab baru)`}
        >
          /{invitation.slug}
        </a>
        <p className="invitation-card__date">
          {invitation.main_event ? formatEventDate(invitation.main_event.start_date) : 'Tanggal acara belum diisi'}
        </p>
        <dl className="invitation-card__counts">
          <div>
            <dt>Tamu</dt>
            <dd>{formatNumber(guests)}</dd>
          </div>
          <div>
            <dt>Hadir</dt>
            <dd>{formatNumber(attending)}</dd>
          </div>
          <div>
            <dt>Ucapan</dt>
            <dd>{formatNumber(wishes)}</dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
