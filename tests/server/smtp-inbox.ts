import { EventEmitter } from 'node:events';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppOptions } from '../../server/app';
import { freePort } from '../free-port';

/** The public address the mailed links point to, in the tests that read mails. */
export const MAILED_LINKS_URL = 'https://undangan.test';

/**
 * An app's options for a test that reads its mails: sent to the SMTP server at `smtpUrl`, links to
 * MAILED_LINKS_URL, the app's clock `now` (links expire by it), jobs polled and retried quickly.
 */
export const appWithInbox = (smtpUrl: string, now: () => number): Partial<AppOptions> => ({
  mail: { smtpUrl, from: 'Undangan Digital <halo@undangan.test>', dir: mkdtempSync(join(tmpdir(), 'mail-')) },
  publicUrl: MAILED_LINKS_URL,
  now,
  jobs: { pollingIntervalSeconds: 0.5, mailRetry: { retryLimit: 4, retryDelaySeconds: 1 } },
});

export type ReceivedMail = { to: string; subject: string; html: string; text: string; from: string };

/**
 * A real SMTP server on a free local port (the npm package smtp-server) that keeps every mail it
 * receives, parsed; `refuse(n)` makes it answer the next n mails with a temporary failure (451), as a
 * mail server that is down for a moment does.
 */
export async function smtpInbox() {
  const received: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  let refusals = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A client left connected (a refused send) does not hold the test's end for the default 30 s.
    closeTimeout: 500,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          if (refusals > 0) {
            refusals -= 1;
            refused += 1;
            const error = Object.assign(new Error('Server sibuk, coba lagi'), { responseCode: 451 });
            return callback(error);
          }
          const mail = {
            to: addressesOf(parsed.to),
            from: addressesOf(parsed.from),
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
          };
          received.push(mail);
          callback();
          arrivals.emit('mail', mail);
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many mails were answered 451 so far. */
    refusedCount: () => refused,
    refuse: (count: number) => {
      refusals = count;
    },
    /** The first mail to `to` with this subject (already here, or when it arrives); `which`: a later one. */
    mailTo: (to: string, subject: string, which = 0) =>
      new Promise<ReceivedMail>((resolve) => {
        const check = () => {
          const mail = received.filter((m) => m.to === to && m.subject === subject)[which];
          if (mail) {
            arrivals.off('mail', check);
            resolve(mail);
          }
        };
        arrivals.on('mail', check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof smtpInbox>>;

const addressesOf = (field: ParsedMail['to'] | ParsedMail['from']): string =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value.map((address) => address.address ?? ''))
    .join(', ');

/** The link with `?token=` in a mail's plain text, and its token. */
export function linkIn(mail: ReceivedMail): { link: string; token: string } {
  const link = /(https?:\/\/\S+\?token=[\w%-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in the mail: ${mail.text}`);
  return { link, token: new URL(link).searchParams.get('token')! };
}
