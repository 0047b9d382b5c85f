import { eq } from 'drizzle-orm';
import { MEMBER_ROLE_LABELS } from '../../../schemas/entities/invitation-member.schema';
import type { Database } from '../../db/database';
import { invitationMembers, users } from '../../db/schema';
import type { JobQueue, RetryPolicy } from '../jobs/job-queue';
import { mailOf } from '../mail/mail-layout';
import type { MailSender } from '../mail/mail-sender';
import { pageCoupleOf } from './invitation-couple';
import { issueMemberToken, memberAcceptLink, type MemberRole } from './invitation-members';

/** `{ member_id }`: mail an invitation to join its link (made when sent, so no job holds a token). */
export const MEMBER_INVITE_JOB = 'mail-member-invite';
export type MemberInviteJob = { member_id: string };

type Services = { db: Database; mail: MailSender; publicUrl: string; clock: () => number };

/** Defines the job that mails an invitation to join: a fresh link, then the mail with it. */
export function defineMemberInviteMailJob(
  jobs: JobQueue,
  { db, mail, publicUrl, clock }: Services,
  retry?: RetryPolicy,
): void {
  jobs.define<MemberInviteJob>(
    MEMBER_INVITE_JOB,
    async ({ member_id }) => {
      const [row] = await db
        .select({ member: invitationMembers, inviter: users.name })
        .from(invitationMembers)
        .leftJoin(users, eq(users.id, invitationMembers.invited_by))
        .where(eq(invitationMembers.id, member_id));
      // Removed (or accepted) before the mail went: nothing to send.
      if (!row?.member.email || row.member.accepted_at) return;
      const token = await issueMemberToken(db, member_id, clock());
      if (!token) return;
      const { groom, bride } = await pageCoupleOf(db, row.member.invitation_id);
      const couple = `${groom.person_nickname} & ${bride.person_nickname}`;
      await mail.send({
        to: row.member.email,
        ...memberInviteMail(
          row.inviter ?? 'Pemilik undangan',
          couple,
          row.member.role,
          memberAcceptLink(publicUrl, token),
        ),
      });
    },
    retry,
  );
}

const ROLE_DOES: Record<MemberRole, string> = {
  editor: 'mengubah isi undangan, mengelola tamu dan ucapan',
  viewer: 'melihat undangan, daftar tamu dan ucapan, serta mengunduhnya',
};

/** The mail that invites someone to an invitation. */
export const memberInviteMail = (inviter: string, couple: string, role: MemberRole, link: string) =>
  mailOf({
    subject: `${inviter} mengajak Anda mengelola undangan ${couple}`,
    preview: `Anda diundang sebagai ${MEMBER_ROLE_LABELS[role]}. Tautan berlaku 7 hari.`,
    greeting: 'Halo,',
    paragraphs: [
      `${inviter} mengajak Anda ikut mengelola undangan pernikahan ${couple} di Undangan Digital sebagai ${MEMBER_ROLE_LABELS[role]}: Anda dapat ${ROLE_DOES[role]}.`,
      'Tekan tombol di bawah, lalu masuk atau daftar dengan akun Anda. Undangan ini akan muncul di "Undangan Saya".',
    ],
    button: { label: 'Terima undangan', link },
    notes: [
      'Tautan ini berlaku 7 hari dan hanya bisa dipakai sekali.',
      'Jika Anda tidak mengenal pengirimnya, abaikan email ini.',
    ],
  });
