import { MEMBER_ROLE_LABELS } from '../../../schemas/entities/invitation-member.schema';
import type { InvitationDetail } from '../../../schemas/responses/owner-invitations';
import './member-role-note.css';

/** What a member's role lets them do, said above every page of an invitation shared with them. */
const ROLE_NOTES = {
  editor:
    'Anda dapat mengubah isi, pengaturan, tamu dan ucapan. Menerbitkan, menghapus, pembayaran dan anggota diatur oleh pemilik.',
  viewer:
    'Anda dapat melihat dan mengunduh data undangan ini, tetapi tidak dapat menyimpan perubahan. Minta pemilik menjadikan Anda editor untuk mengubahnya.',
} as const;

/**
 * The note on an invitation someone shared with the caller (docs/product.md#members): their role, and
 * what it allows; nothing for the owner.
 */
export function MemberRoleNote({ role }: { role: InvitationDetail['my_role'] }) {
  if (role === 'owner') return null;
  return (
    <p className={`member-role-note member-role-note--${role}`} role="note">
      <strong>Dibagikan kepada Anda · {MEMBER_ROLE_LABELS[role]}.</strong> {ROLE_NOTES[role]}
    </p>
  );
}
