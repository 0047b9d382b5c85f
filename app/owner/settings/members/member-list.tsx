import { formatEventDate } from '../../../../engine/format/event-time';
import type { InvitationMember } from '../../../../schemas/entities/invitation-member.schema';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../ui/button';
import { MemberRoleSelect } from './member-role-select';

const STATUS_TEXT: Record<InvitationMember['status'], string> = {
  active: 'Sudah bergabung',
  pending: 'Menunggu diterima',
  expired: 'Tautan kedaluwarsa',
};

/** Who a row names: the member's name, else the address invited, else the link. */
export const whoOf = (member: InvitationMember) => member.name ?? member.email ?? 'Tautan undangan';

/**
 * The people an invitation is shared with and the invitations still waiting: each with their role to
 * change (not for an expired link), 'Jadikan pemilik' for one who has joined and 'Hapus' (both asked
 * first by the page).
 */
export function MemberList({
  members,
  error,
  onRoleChange,
  onRemove,
  onHandOver,
}: {
  members: InvitationMember[] | undefined;
  error: Error | null;
  onRoleChange: (member: InvitationMember, role: InvitationMember['role']) => void;
  onRemove: (member: InvitationMember) => void;
  /** Asks before handing the invitation to a member who has joined. */
  onHandOver: (member: InvitationMember) => void;
}) {
  if (error) return <p className="ui-status ui-status--error">{errorText(error)}</p>;
  if (!members) return <p aria-busy="true">Memuat anggota…</p>;
  if (!members.length)
    return <p className="members-page__empty">Belum ada yang diajak. Hanya Anda yang punya akses.</p>;
  return (
    <ul className="member-list">
      {members.map((member) => (
        <li key={member.id} className="member-list__row">
          <div className="member-list__who">
            <strong>{whoOf(member)}</strong>
            {member.name && member.email && <span className="member-list__email">{member.email}</span>}
            <span className={`member-list__status member-list__status--${member.status}`}>
              {STATUS_TEXT[member.status]}
              {member.status === 'pending' &&
                member.expires_at &&
                ` · berlaku sampai ${formatEventDate(member.expires_at)}`}
            </span>
          </div>
          <div className="member-list__actions">
            <MemberRoleSelect
              label={`Peran ${whoOf(member)}`}
              hiddenLabel
              value={member.role}
              disabled={member.status === 'expired'}
              onChange={(role) => onRoleChange(member, role)}
            />
            {member.status === 'active' && (
              <Button variant="ghost" onClick={() => onHandOver(member)}>
                Jadikan pemilik<span className="visually-hidden"> {whoOf(member)}</span>
              </Button>
            )}
            <Button variant="ghost" onClick={() => onRemove(member)}>
              Hapus<span className="visually-hidden"> {whoOf(member)}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
