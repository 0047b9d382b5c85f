import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { JobQueue, RetryPolicy } from '../jobs/job-queue';
import { mailOf } from '../mail/mail-layout';
import type { MailSender } from '../mail/mail-sender';
import { issueAccountLink } from './account-links';

/** The background jobs that mail an owner a link (server/services/jobs/job-queue.ts). */
export const ACCOUNT_MAIL_JOBS = {
  /** `{ email }`: a reset link, if an account has that e-mail (the request never says whether). */
  passwordReset: 'mail-password-reset',
  /** `{ user_id, email }`: a link proving `email` is the owner's (their own, or the one they change to). */
  emailVerification: 'mail-email-verification',
} as const;

export type PasswordResetJob = { email: string };
export type EmailVerificationJob = { user_id: string; email: string };

/** The pages the links open (app/router.tsx). */
export const RESET_PASSWORD_PAGE = '/reset-password';
export const VERIFY_EMAIL_PAGE = '/verify-email';

type Services = { db: Database; mail: MailSender; publicUrl: string; clock: () => number };

/** Defines the account mails' jobs on `jobs`: each makes a fresh link, then sends the mail with it. */
export function defineAccountMailJobs(
  jobs: JobQueue,
  { db, mail, publicUrl, clock }: Services,
  retry?: RetryPolicy,
): void {
  const pageLink = (page: string, token: string) => `${publicUrl}${page}?token=${encodeURIComponent(token)}`;

  jobs.define<PasswordResetJob>(
    ACCOUNT_MAIL_JOBS.passwordReset,
    async ({ email }) => {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      // No account: nothing is sent, and the caller was answered the same as if there were one.
      if (!user) return;
      const token = await issueAccountLink(
        db,
        { userId: user.id, purpose: 'password-reset', email: user.email },
        clock(),
      );
      await mail.send({ to: user.email, ...passwordResetMail(user.name, pageLink(RESET_PASSWORD_PAGE, token)) });
    },
    retry,
  );

  jobs.define<EmailVerificationJob>(
    ACCOUNT_MAIL_JOBS.emailVerification,
    async ({ user_id, email }) => {
      const [user] = await db.select().from(users).where(eq(users.id, user_id));
      if (!user) return;
      // Their own address once it is proven needs no mail; a new one they change to always does.
      if (user.email === email && user.email_verified_at) return;
      const token = await issueAccountLink(db, { userId: user.id, purpose: 'email-verification', email }, clock());
      const link = pageLink(VERIFY_EMAIL_PAGE, token);
      await mail.send({ to: email, ...emailVerificationMail(user.name, link, user.email !== email) });
    },
    retry,
  );
}

/** The password-reset mail. */
export const passwordResetMail = (name: string, link: string) =>
  mailOf({
    subject: 'Atur ulang kata sandi Undangan Digital',
    preview: 'Tautan untuk membuat kata sandi baru, berlaku 30 menit.',
    greeting: `Halo ${name},`,
    paragraphs: [
      'Kami menerima permintaan untuk mengatur ulang kata sandi akun Undangan Digital Anda.',
      'Tekan tombol di bawah untuk membuat kata sandi baru. Setelah itu, semua perangkat yang sedang masuk ke akun Anda akan keluar.',
    ],
    button: { label: 'Buat kata sandi baru', link },
    notes: [
      'Tautan ini berlaku 30 menit dan hanya bisa dipakai sekali.',
      'Jika Anda tidak meminta ini, abaikan email ini: kata sandi Anda tidak berubah.',
    ],
  });

/** The mail that proves an address: after sign-up, or for the address an owner changes to. */
export const emailVerificationMail = (name: string, link: string, isChange: boolean) =>
  mailOf({
    subject: isChange ? 'Konfirmasi email baru Anda' : 'Verifikasi email Anda',
    preview: 'Satu langkah lagi sebelum undangan Anda bisa diterbitkan.',
    greeting: `Halo ${name},`,
    paragraphs: isChange
      ? [
          'Anda meminta mengganti email akun Undangan Digital ke alamat ini.',
          'Email baru berlaku setelah Anda menekan tombol di bawah. Sampai saat itu, masuk tetap dengan email lama.',
        ]
      : [
          'Terima kasih sudah mendaftar di Undangan Digital.',
          'Tekan tombol di bawah untuk memastikan email ini milik Anda. Setelah itu, undangan Anda bisa diterbitkan.',
        ],
    button: { label: isChange ? 'Konfirmasi email baru' : 'Verifikasi email', link },
    notes: [
      'Tautan ini berlaku 7 hari dan hanya bisa dipakai sekali.',
      'Jika Anda tidak merasa meminta ini, abaikan email ini.',
    ],
  });
