import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_INVALID, VERIFY_LINK_INVALID } from '../../server/routes/account-links.routes';
import { EMAIL_NOT_VERIFIED } from '../../server/services/auth/account-user';
import { ACCOUNT_MAIL_JOBS } from '../../server/services/auth/account-mails';
import { VERIFICATION_MAIL_LIMIT_MESSAGE } from '../../server/services/limits/account-attempt-limit';
import { eventually } from './eventually';
import { failureOf, testApp, testDatabase, testServer, type TestServer } from './harness';
import { storeSample } from './invitation-sample';
import { linkIn, smtpInbox, type SmtpInbox, appWithInbox, MAILED_LINKS_URL } from './smtp-inbox';

const PUBLIC_URL = MAILED_LINKS_URL;
const PASSWORD = 'kata-sandi-kuat';
const RESET_SUBJECT = 'Atur ulang kata sandi Undangan Digital';
const VERIFY_SUBJECT = 'Verifikasi email Anda';
const MINUTE = 60_000;

/** A client address of its own per call: the per-address limits are tested on their own below. */
const anyAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;

let inbox: SmtpInbox;
let server: TestServer;
/** The app's clock: links expire by it. */
let clockOffset = 0;

const appOptions = (smtpUrl: string) => appWithInbox(smtpUrl, () => Date.now() + clockOffset);

beforeAll(async () => {
  inbox = await smtpInbox();
  server = await testServer(appOptions(inbox.url));
}, 60_000);

afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = anyAddress()) =>
  server.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

async function register(name = 'Ayu Lestari') {
  const email = `ayu-${randomUUID().slice(0, 8)}@contoh.id`;
  const response = await post('/v1/auth/register', { name, email, password: PASSWORD });
  expect(response.statusCode).toBe(201);
  const data = response.json().data as { user: { id: string }; access_token: string; refresh_token: string };
  return { email, id: data.user.id, data, headers: { authorization: `Bearer ${data.access_token}` } };
}

const login = (email: string, password: string) => post('/v1/auth/login', { email, password });
const forgot = (email: string, remoteAddress = anyAddress()) =>
  post('/v1/auth/password/forgot', { email }, {}, remoteAddress);
const reset = (token: string, new_password: string) => post('/v1/auth/password/reset', { token, new_password });

/** The jobs pg-boss keeps of a kind for one e-mail, with their states. */
async function jobsFor(kind: string, email: string): Promise<string[]> {
  const { rows } = (await server.app.db.execute(
    sql`select state from pgboss.job where name = ${kind} and data->>'email' = ${email}`,
  )) as unknown as { rows: { state: string }[] };
  return rows.map((row) => row.state);
}

describe('password recovery by e-mail', () => {
  it('mails a link that sets a new password once, ends every session and signs in anew', async () => {
    const owner = await register();
    expect((await forgot(owner.email.toUpperCase())).json()).toEqual({ data: { ok: true } });

    const mail = await inbox.mailTo(owner.email, RESET_SUBJECT);
    expect(mail.from).toBe('halo@undangan.test');
    expect(mail.text).toContain('Halo Ayu Lestari,');
    expect(mail.text).toContain('Tautan ini berlaku 30 menit dan hanya bisa dipakai sekali.');
    const { link, token } = linkIn(mail);
    expect(link.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Buat kata sandi baru');

    // A weak password is refused at its field and leaves the link usable.
    const weak = await reset(token, 'password');
    expect(failureOf(weak).status).toBe(400);
    expect(failureOf(weak).errors?.[0]?.field).toBe('new_password');

    const done = await reset(token, 'sandi-baru-yang-kuat');
    expect(done.statusCode).toBe(200);
    const signedIn = done.json().data as { access_token: string; user: { email: string } };
    expect(signedIn.user.email).toBe(owner.email);
    const me = await server.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: { authorization: `Bearer ${signedIn.access_token}` },
    });
    expect(me.statusCode).toBe(200);

    // Every session that was open before ends: its access token and its refresh token.
    expect((await server.app.inject({ method: 'GET', url: '/v1/auth/me', headers: owner.headers })).statusCode).toBe(
      401,
    );
    expect((await post('/v1/auth/refresh', { refresh_token: owner.data.refresh_token })).statusCode).toBe(401);
    expect((await login(owner.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(owner.email, 'sandi-baru-yang-kuat')).statusCode).toBe(200);

    // The link works once.
    const again = await reset(token, 'sandi-lain-yang-kuat');
    expect(failureOf(again)).toEqual({
      status: 400,
      message: `token: ${RESET_LINK_INVALID}`,
      errors: [{ field: 'token', message: RESET_LINK_INVALID }],
    });
  });

  it('keeps a link working for 30 minutes and not after', async () => {
    const early = await register();
    const late = await register();
    await forgot(early.email);
    await forgot(late.email);
    const earlyToken = linkIn(await inbox.mailTo(early.email, RESET_SUBJECT)).token;
    const lateToken = linkIn(await inbox.mailTo(late.email, RESET_SUBJECT)).token;
    try {
      clockOffset = 29 * MINUTE;
      expect((await reset(earlyToken, 'sandi-baru-yang-kuat')).statusCode).toBe(200);
      clockOffset = 31 * MINUTE;
      expect(failureOf(await reset(lateToken, 'sandi-baru-yang-kuat')).errors).toEqual([
        { field: 'token', message: RESET_LINK_INVALID },
      ]);
    } finally {
      clockOffset = 0;
    }
  });

  it('answers an unknown e-mail as a known one, after the same work, and mails nothing to it', async () => {
    const known = await register();
    const unknown = `tidak-ada-${randomUUID().slice(0, 8)}@contoh.id`;
    const [a, b] = [await forgot(known.email), await forgot(unknown)];
    expect([b.statusCode, b.headers['content-type'], b.body]).toEqual([
      a.statusCode,
      a.headers['content-type'],
      a.body,
    ]);

    // Each stored one job, and the lookup happened in it: the unknown one's ends with no mail.
    await eventually(
      async () => expect(await jobsFor(ACCOUNT_MAIL_JOBS.passwordReset, unknown)).toEqual(['completed']),
      10_000,
    );
    await inbox.mailTo(known.email, RESET_SUBJECT);
    expect(await jobsFor(ACCOUNT_MAIL_JOBS.passwordReset, known.email)).toEqual(['completed']);
    expect(inbox.received.filter((mail) => mail.to === unknown)).toEqual([]);
    expect(inbox.received.filter((mail) => mail.to === known.email && mail.subject === RESET_SUBJECT)).toHaveLength(1);

    // A second ask within a minute stores nothing more, for either, and the answer is the same.
    expect((await forgot(known.email)).body).toBe(a.body);
    expect((await forgot(unknown)).body).toBe(a.body);
    expect(await jobsFor(ACCOUNT_MAIL_JOBS.passwordReset, known.email)).toHaveLength(1);
    expect(await jobsFor(ACCOUNT_MAIL_JOBS.passwordReset, unknown)).toHaveLength(1);
    // Same work, so no timing to tell them apart: the request stores one job either way and looks no
    // one up (the lookup is the job's, above). Timing is a figure for a benchmark, not a test's assertion.
  });

  it('limits the asks from one address like the other password calls', async () => {
    const from = anyAddress();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await forgot(`x${i}@contoh.id`, from)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keeps trying while the mail server refuses, and the mail arrives', async () => {
    const owner = await register();
    inbox.refuse(2);
    const refusedBefore = inbox.refusedCount();
    await forgot(owner.email);
    const mail = await inbox.mailTo(owner.email, RESET_SUBJECT);
    expect(mail.text).toContain('/reset-password?token=');
    expect(inbox.refusedCount() - refusedBefore).toBe(2);
  }, 30_000);
});

describe('a mail survives a restart', () => {
  it('is sent by the next server when the one that stored it stopped first', async () => {
    const database = await testDatabase();
    const down = await smtpInbox();
    try {
      down.refuse(1000);
      const first = await testApp(database, appOptions(down.url));
      const email = `restart-${randomUUID().slice(0, 8)}@contoh.id`;
      const registered = await first.app.inject({
        method: 'POST',
        url: '/v1/auth/register',
        payload: { name: 'Raka', email, password: PASSWORD },
      });
      expect(registered.statusCode).toBe(201);
      await eventually(async () => expect(down.refusedCount()).toBeGreaterThan(0), 10_000);
      await first.close();

      const up = await smtpInbox();
      const second = await testApp(database, appOptions(up.url));
      // Ready, as a listening server is: its worker finds the job the first one left.
      await second.app.ready();
      try {
        const mail = await up.mailTo(email, VERIFY_SUBJECT);
        expect(mail.text).toContain('/verify-email?token=');
      } finally {
        await second.close();
        await up.close();
      }
    } finally {
      await down.close();
      await database.close();
    }
  }, 60_000);
});

describe('e-mail verification', () => {
  const publish = (id: string, headers: Record<string, string>) =>
    server.app.inject({ method: 'PUT', url: `/v1/invitation/${id}/status`, headers, payload: { status: 'published' } });

  it('mails a link after sign-up; until it is opened the owner can do everything but publish', async () => {
    const owner = await register('Raka Pratama');
    const mail = await inbox.mailTo(owner.email, VERIFY_SUBJECT);
    expect(mail.text).toContain('Halo Raka Pratama,');
    const { link, token } = linkIn(mail);
    expect(link.startsWith(`${PUBLIC_URL}/verify-email?token=`)).toBe(true);

    const page = await storeSample(server.app.db, owner.id, `uji-${randomUUID().slice(0, 8)}`);
    const refused = await publish(page.invitation.id, owner.headers);
    expect(failureOf(refused)).toMatchObject({ status: 403, message: EMAIL_NOT_VERIFIED });
    const edit = await server.app.inject({
      method: 'PUT',
      url: `/v1/invitation/${page.invitation.id}/status`,
      headers: owner.headers,
      payload: { status: 'draft' },
    });
    expect(edit.statusCode).toBe(200);

    const verified = await post('/v1/auth/email/verify', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.email_verified_at).toEqual(expect.any(String));
    const me = await server.app.inject({ method: 'GET', url: '/v1/auth/me', headers: owner.headers });
    expect(me.json().data.email_verified_at).toEqual(expect.any(String));
    expect((await publish(page.invitation.id, owner.headers)).statusCode).toBe(200);

    expect(failureOf(await post('/v1/auth/email/verify', { token })).errors).toEqual([
      { field: 'token', message: VERIFY_LINK_INVALID },
    ]);
  });

  it('sends the link again when asked, three times in 15 minutes at most', async () => {
    const owner = await register();
    const first = linkIn(await inbox.mailTo(owner.email, VERIFY_SUBJECT)).token;
    const resend = () => post('/v1/auth/email/verification', {}, owner.headers);
    expect((await resend()).statusCode).toBe(200);
    const second = linkIn(await inbox.mailTo(owner.email, VERIFY_SUBJECT, 1)).token;
    expect(second).not.toBe(first);
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    expect(failureOf(await resend())).toMatchObject({ status: 429, message: VERIFICATION_MAIL_LIMIT_MESSAGE });
    // Any of the links proves the address; once one is used, the others are too.
    expect((await post('/v1/auth/email/verify', { token: first })).statusCode).toBe(200);
    expect((await post('/v1/auth/email/verify', { token: second })).statusCode).toBe(400);
  });

  it('changes the e-mail only once the new address is proven', async () => {
    const owner = await register();
    const newEmail = `baru-${randomUUID().slice(0, 8)}@contoh.id`;
    const change = (payload: object) =>
      server.app.inject({
        method: 'PUT',
        url: '/v1/auth/email',
        headers: owner.headers,
        payload,
        remoteAddress: anyAddress(),
      });

    const wrong = await change({ email: newEmail, current_password: 'bukan-sandinya' });
    expect(failureOf(wrong).errors).toEqual([{ field: 'current_password', message: 'Kata sandi saat ini salah' }]);
    const taken = await register();
    expect(failureOf(await change({ email: taken.email, current_password: PASSWORD })).status).toBe(409);

    const asked = await change({ email: newEmail.toUpperCase(), current_password: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ data: { pending_email: newEmail } });
    const mail = await inbox.mailTo(newEmail, 'Konfirmasi email baru Anda');

    // Until then the old address signs in, the new one does not.
    expect((await login(owner.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(newEmail, PASSWORD)).statusCode).toBe(401);

    const verified = await post('/v1/auth/email/verify', { token: linkIn(mail).token });
    expect(verified.json().data.email).toBe(newEmail);
    expect((await login(newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(owner.email, PASSWORD)).statusCode).toBe(401);
  });
});
