import { planLabel } from '../../../engine/format/plan-label';
import type { AdminInvitation } from '../../../schemas/responses/admin';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import type { ListKind } from '../kit/paged-list';
import { formatWhen } from '../kit/when';
import { SUSPENSION_WORDS, suspensionStepOf, type Suspension } from './suspension';

/** The invitations as a list: its columns, in the order each row's cells are, and what it says. */
export const INVITATION_LIST: ListKind = {
  columns: ['Undangan', 'Pemilik', 'Paket', 'Status', 'Dibayar', 'Aktif sampai', 'Tindakan'],
  loading: 'Memuat undangan…',
  empty: 'Tidak ada undangan yang cocok.',
  noun: 'undangan',
};

const STATUS_NAMES: Record<string, string> = { draft: 'Draf', published: 'Terbit' };
/** The danger colour of the kit (app/ui/owner.css): white text on it reads at 4.5:1 or more. */
const SUSPENDED_COLOUR = '#b3261e';

/** One invitation of the list: its address (a version's name too), owner, plan, payment, state and its step. */
export function InvitationRow({
  invitation,
  onStep,
}: {
  invitation: AdminInvitation;
  onStep: (suspension: Suspension) => void;
}) {
  const step = suspensionStepOf(invitation);
  const { slug, version_name, suspended_reason } = invitation;
  return (
    <tr>
      <td data-label="Undangan">
        <a href={`/${slug}`} target="_blank" rel="noopener noreferrer">
          /{slug}
        </a>
        {version_name && <div className="admin-table__muted">Versi: {version_name}</div>}
      </td>
      <td data-label="Pemilik">{invitation.owner.email}</td>
      <td data-label="Paket">{invitation.plan_code ? planLabel(invitation.plan_code) : '—'}</td>
      <td data-label="Status">
        {STATUS_NAMES[invitation.status] ?? invitation.status}{' '}
        {suspended_reason !== null && <Badge color={SUSPENDED_COLOUR}>Ditangguhkan</Badge>}
        {suspended_reason && <div className="admin-table__muted">Alasan: {suspended_reason}</div>}
      </td>
      <td data-label="Dibayar" className="admin-table__number">
        {invitation.paid_at ? formatWhen(invitation.paid_at) : 'Belum'}
      </td>
      <td data-label="Aktif sampai" className="admin-table__number">
        {invitation.expired_at ? formatWhen(invitation.expired_at) : '—'}
      </td>
      <td data-label="Tindakan">
        <div className="admin-table__actions">
          <Button
            variant="secondary"
            aria-label={`${SUSPENSION_WORDS[step].button} undangan /${slug}`}
            onClick={() => onStep({ step, invitation })}
          >
            {SUSPENSION_WORDS[step].button}
          </Button>
        </div>
      </td>
    </tr>
  );
}
