import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** Where mails go: an SMTP server (SMTP_URL), else `.eml` files in `dir` (DATA_DIR/mail). */
export type MailSettings = {
  smtpUrl?: string;
  /** The sender, e.g. `Undangan Digital <halo@undangan.id>` (MAIL_FROM). */
  from: string;
  dir: string;
};

/** One mail, in Indonesian, as HTML and as plain text; `link` is the one thing it asks the reader to open. */
export type OutgoingMail = { to: string; subject: string; html: string; text: string; link: string };

export type MailSender = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

export const DEFAULT_MAIL_FROM = 'Undangan Digital <no-reply@undangan.local>';

/**
 * Sends mails through nodemailer: over SMTP when `smtpUrl` is set (a slow or silent server fails the
 * send after the timeouts below, and the job queue tries again); without it each mail is written as an
 * `.eml` file under `dir` and its link said in the log, so a person running `npm start` alone can still
 * open a password-reset link.
 */
export function mailSender(settings: MailSettings, log: FastifyBaseLogger): MailSender {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(
      { url: settings.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
      { from: settings.from },
    );
    return {
      send: async (mail) => {
        const info = await transport.sendMail(message(settings.from, mail));
        log.info({ mail: { to: mail.to, subject: mail.subject, id: info.messageId } }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await files.sendMail(message(settings.from, mail));
      await mkdir(settings.dir, { recursive: true });
      const file = join(
        settings.dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { mail: { to: mail.to, subject: mail.subject, file, link: mail.link } },
        'mail written to a file (no SMTP_URL): open its link to go on',
      );
    },
    close: () => files.close(),
  };
}

const message = (from: string, { to, subject, html, text }: OutgoingMail) => ({ from, to, subject, html, text });
