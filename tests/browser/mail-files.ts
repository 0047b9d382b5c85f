import { mkdirSync, watch } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/** The link with `?token=` in the first mail of `mailDir` to `to` with `subject`, as a path; none yet: undefined. */
async function linkInFolder(mailDir: string, to: string, subject: string): Promise<string | undefined> {
  for (const name of (await readdir(mailDir)).filter((file) => file.endsWith('.eml')).sort()) {
    const mail = await simpleParser(await readFile(join(mailDir, name)));
    const addressed = [mail.to ?? []].flat().some((group) => group.value.some((a) => a.address === to));
    const link = /(https?:\/\/\S+\?token=[\w%-]+)/.exec(mail.text ?? '')?.[1];
    if (addressed && mail.subject === subject && link) return new URL(link).pathname + new URL(link).search;
  }
  return undefined;
}

/**
 * The server's mails as it writes them without SMTP_URL (`.eml` files in its mail folder): the link of
 * the first one to `to` with `subject`, already there or once it is written (the folder is watched, not
 * polled), as a path on the server (the mail's origin is the server's PUBLIC_URL).
 */
export async function mailedLink(mailDir: string, to: string, subject: string): Promise<string> {
  mkdirSync(mailDir, { recursive: true });
  const watcher = watch(mailDir);
  try {
    for (;;) {
      // Listening before looking: a mail written while the folder is read is not missed.
      const written = new Promise<void>((resolve) => watcher.once('change', () => resolve()));
      const link = await linkInFolder(mailDir, to, subject);
      if (link) return link;
      await written;
    }
  } finally {
    watcher.close();
  }
}
