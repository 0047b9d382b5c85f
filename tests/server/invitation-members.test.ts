import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { invitations, media } from '../../server/db/schema';
import {
  ALREADY_MEMBER,
  MEMBER_INVITE_LIFETIME_MS,
  MEMBER_LIMIT,
  MEMBER_LIMIT_REACHED,
} from '../../server/services/invitations/invitation-members';
import { MEMBER_LINK_INVALID, OWN_INVITATION } from '../../server/services/invitations/member-accept';
import { NOT_YOURS, OWNER_ONLY, VIEWER_ONLY } from '../../server/services/invitations/ownership';
import { MEMBER_INVITE_LIMIT_MESSAGE, MEMBER_INVITES } from '../../server/services/limits/account-attempt-limit';
import {
  callAs,
  failureOf,
  registerOwner,
  testServer,
  type CallArgs,
  type Json,
  type Owner,
  type TestServer,
} from './harness';
import { SETUP_TIMEOUT, storeSample } from './invitation-sample';
import { uploadFile } from './media-upload';
import { linkIn, smtpInbox, type SmtpInbox, appWithInbox, MAILED_LINKS_URL } from './smtp-inbox';

/**
 * Several people on one invitation (docs/product.md#members): the owner invites by e-mail (a real
 * SMTP server receives the mail) or by link, the invited accept once before the link expires, editors
 * change the content but not publish, delete or manage members, viewers read and export only, and a
 * removed member is refused on their very next call.
 */

const PUBLIC_URL = MAILED_LINKS_URL;
const ROOT = 'bersama-invitation';
const VERSION = 'bersama-2-invitation';
const INVITE_SUBJECT = 'Raka mengajak Anda mengelola undangan Raka & Ayu';

let inbox: SmtpInbox;
let server: TestServer;
let owner: Owner;
let stranger: Owner;
/** The app's clock: invitation links expire by it. */
let clockOffset = 0;

const appOptions = (smtpUrl: string) => appWithInbox(smtpUrl, () => Date.now() + clockOffset);

beforeAll(async () => {
  inbox = await smtpInbox();
  server = await testServer(appOptions(inbox.url));
  const db = server.database.db;
  owner = await registerOwner(server.app, 'Raka');
  stranger = await registerOwner(server.app, 'Orang Lain');
  await storeSample(db, owner.user.id, 'bersama');
  await db
    .insert(invitations)
    .values({ id: VERSION, parent_id: ROOT, user_id: owner.user.id, slug: 'bersama-2', theme: 'floral-whimsy' });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

const call = (...args: CallArgs) => callAs(server.app, ...args);
const ok = async (args: CallArgs, status = 200) => {
  const response = await call(...args);
  expect(response.statusCode, `${args[0]} ${args[1]}: ${response.body}`).toBe(status);
  return response.json().data as Json;
};
const refused = async (args: CallArgs) => failureOf(await call(...args));

/** A new account with this e-mail (or a fresh one), signed in. */
async function registerAs(name: string, email = `${randomUUID()}@contoh.id`) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    payload: { name, email, password: 'kata-sandi-kuat' },
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json().data as { user: { id: string }; access_token: string };
  return { user: data.user, headers: { authorization: `Bearer ${data.access_token}` } };
}

/** A link to share (no e-mail) for `role`, as the owner; its token. */
async function linkFor(role: 'editor' | 'viewer') {
  const member = await ok(['POST', `/v1/invitation/${ROOT}/member`, owner, { role }], 201);
  expect(member).toMatchObject({ role, status: 'pending', email: null, name: null });
  const link = new URL(member.link as string);
  expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/invitation/accept`);
  return { id: member.id as string, token: link.searchParams.get('token')! };
}

const accept = (who: { headers: Record<string, string> }, token: string) =>
  call('POST', '/v1/invitation/member/accept', who, { token });

/** A new account that joined as `role` by link; its member id. */
async function joined(name: string, role: 'editor' | 'viewer') {
  const who = await registerAs(name);
  const { id, token } = await linkFor(role);
  expect((await accept(who, token)).json().data).toEqual({ invitation_id: ROOT, slug: 'bersama', role });
  return { ...who, memberId: id };
}

const myInvitations = async (who: Owner | { headers: Record<string, string> }) =>
  (await ok(['GET', '/v1/user/my-invitation', who])) as unknown as { id: string; my_role: string }[];

describe('inviting by e-mail', () => {
  it('mails a link that the invited accepts once, after registering with any account', async () => {
    const email = `ayu-${randomUUID().slice(0, 8)}@contoh.id`;
    const invited = await ok(
      ['POST', `/v1/invitation/${ROOT}/member`, owner, { email: email.toUpperCase(), role: 'editor' }],
      201,
    );
    expect(invited).toMatchObject({ role: 'editor', status: 'pending', email, name: null });
    expect(invited).not.toHaveProperty('link');

    const mail = await inbox.mailTo(email, INVITE_SUBJECT);
    expect(mail.text).toContain('sebagai Editor');
    expect(mail.text).toContain('Tautan ini berlaku 7 hari dan hanya bisa dipakai sekali.');
    expect(mail.html).toContain('Terima undangan');
    const { link, token } = linkIn(mail);
    expect(link.startsWith(`${PUBLIC_URL}/invitation/accept?token=`)).toBe(true);

    const ayu = await registerAs('Ayu', email);
    expect((await accept(ayu, token)).json().data).toEqual({ invitation_id: ROOT, slug: 'bersama', role: 'editor' });
    // Single use: the same link again, by anyone, is refused.
    expect(failureOf(await accept(ayu, token))).toMatchObject({ status: 400 });
    expect(failureOf(await accept(stranger, token)).errors).toEqual([{ field: 'token', message: MEMBER_LINK_INVALID }]);

    expect((await myInvitations(ayu)).map(({ id, my_role }) => ({ id, my_role }))).toEqual([
      { id: ROOT, my_role: 'editor' },
    ]);
    const members = (await ok(['GET', `/v1/invitation/${ROOT}/member`, owner])) as unknown as Json[];
    expect(members.find((m) => m.email === email)).toMatchObject({ name: 'Ayu', status: 'active', role: 'editor' });
    // Inviting an address that is already in (or the owner's own) is told, not mailed twice.
    expect(await refused(['POST', `/v1/invitation/${ROOT}/member`, owner, { email, role: 'viewer' }])).toMatchObject({
      status: 409,
      message: ALREADY_MEMBER,
    });
  });

  it('refuses a malformed address or role in Indonesian', async () => {
    const bad = await refused([
      'POST',
      `/v1/invitation/${ROOT}/member`,
      owner,
      { email: 'bukan-email', role: 'admin' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.errors?.map((e) => e.message).sort()).toEqual(
      ['Format email tidak valid', 'Peran harus editor atau hanya lihat'].sort(),
    );
  });
});

describe('inviting by link', () => {
  it('answers a link once; it works once, not after 7 days, and not for the owner', async () => {
    const late = await linkFor('viewer');
    const own = await linkFor('viewer');
    expect(await refused(['POST', '/v1/invitation/member/accept', owner, { token: own.token }])).toMatchObject({
      status: 409,
      message: OWN_INVITATION,
    });
    clockOffset = MEMBER_INVITE_LIFETIME_MS + 60_000;
    try {
      // Signed in on the late clock: the session is fresh, the link is not.
      const someone = await registerAs('Sepupu');
      expect(failureOf(await accept(someone, late.token)).errors).toEqual([
        { field: 'token', message: MEMBER_LINK_INVALID },
      ]);
      const refreshed = await call('POST', '/v1/auth/refresh', undefined, { refresh_token: owner.refreshToken });
      const later = { headers: { authorization: `Bearer ${refreshed.json().data.access_token as string}` } };
      const members = (await ok(['GET', `/v1/invitation/${ROOT}/member`, later])) as unknown as Json[];
      expect(members.find((m) => m.id === late.id)).toMatchObject({ status: 'expired' });
    } finally {
      clockOffset = 0;
    }
    // Two at once with one token: one joins.
    const { token } = await linkFor('editor');
    const [a, b] = [await registerAs('Satu'), await registerAs('Dua')];
    const answers = await Promise.all([accept(a, token), accept(b, token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    // Signed out: the accept needs an account.
    expect((await call('POST', '/v1/invitation/member/accept', undefined, { token })).statusCode).toBe(401);
  });
});

describe('limits', () => {
  it('keeps an invitation to 10 people and an account to 30 invitations an hour', async () => {
    const busy = await registerOwner(server.app, 'Sibuk');
    await storeSample(server.database.db, busy.user.id, 'sibuk');
    const url = '/v1/invitation/sibuk-invitation/member';
    const made = [];
    for (let n = 0; n < MEMBER_LIMIT; n++) made.push(await ok(['POST', url, busy, { role: 'viewer' }], 201));
    expect(await refused(['POST', url, busy, { role: 'viewer' }])).toMatchObject({
      status: 409,
      message: MEMBER_LIMIT_REACHED,
    });
    for (const member of made) await ok(['DELETE', `/v1/invitation/member/${member.id as string}`, busy]);
    // 11 asked so far; withdrawn ones make room, but the hour's budget still ends.
    for (let n = 11; n < MEMBER_INVITES.max; n++) {
      const member = await ok(['POST', url, busy, { role: 'viewer' }], 201);
      await ok(['DELETE', `/v1/invitation/member/${member.id as string}`, busy]);
    }
    expect(await refused(['POST', url, busy, { role: 'viewer' }])).toMatchObject({
      status: 429,
      message: MEMBER_INVITE_LIMIT_MESSAGE,
    });
  });
});

describe('what each role may do', () => {
  it('lets an editor change the content, guests and wishes, but not publish, delete or manage members', async () => {
    const editor = await joined('Editor', 'editor');
    expect(await ok(['GET', `/v1/invitation/${ROOT}`, editor])).toMatchObject({ id: ROOT, my_role: 'editor' });
    expect(await ok(['PUT', `/v1/invitation/${ROOT}`, editor, { meta_title: 'Diubah editor' }])).toMatchObject({
      meta_title: 'Diubah editor',
    });
    const guest = await ok(['POST', `/v1/invitation/${ROOT}/guest`, editor, { name: 'Tamu Editor' }], 201);
    await ok(['DELETE', `/v1/guest/${guest.id as string}`, editor]);
    // Versions follow their root's members.
    await ok(['PUT', `/v1/invitation/${VERSION}`, editor, { meta_title: 'Versi diubah editor' }]);
    const wishes = (await ok(['GET', `/v1/invitation/${ROOT}/wish`, editor])) as unknown as { id: string }[];
    await ok(['DELETE', `/v1/wish/${wishes[0]!.id}`, editor]);

    for (const args of [
      ['PUT', `/v1/invitation/${ROOT}/status`, editor, { status: 'draft' }],
      ['PUT', `/v1/invitation/${VERSION}/status`, editor, { status: 'published' }],
      ['DELETE', `/v1/invitation/${VERSION}/version`, editor],
      ['GET', `/v1/invitation/${ROOT}/member`, editor],
      ['POST', `/v1/invitation/${ROOT}/member`, editor, { role: 'editor' }],
      ['PUT', `/v1/invitation/member/${editor.memberId}`, editor, { role: 'editor' }],
      ['PUT', `/v1/invitation/${ROOT}/owner`, editor, { member_id: editor.memberId }],
    ] satisfies CallArgs[]) {
      expect(await refused(args), `${args[0]} ${args[1]}`).toEqual({
        status: 403,
        message: OWNER_ONLY,
        errors: undefined,
      });
    }
    expect((await ok(['GET', `/v1/invitation/${ROOT}`, owner])).status).toBe('published');
  });

  it('lets a viewer read and export, and refuses every write with a clear message', async () => {
    const viewer = await joined('Penonton', 'viewer');
    expect(await ok(['GET', `/v1/invitation/${VERSION}`, viewer])).toMatchObject({ my_role: 'viewer' });
    for (const url of [
      `/v1/invitation/${ROOT}/content`,
      `/v1/invitation/${ROOT}/guest`,
      `/v1/invitation/${ROOT}/wish`,
      `/v1/invitation/${ROOT}/gift/confirmation`,
      `/v1/invitation/${ROOT}/version`,
      `/v1/invitation/summary/${ROOT}`,
      `/v1/invitation/section?invitation_id=${ROOT}`,
    ]) {
      expect((await call('GET', url, viewer)).statusCode, url).toBe(200);
    }
    const archive = await call('GET', `/v1/invitation/${ROOT}/export`, viewer);
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');

    const wishes = (await ok(['GET', `/v1/invitation/${ROOT}/wish`, viewer])) as unknown as { id: string }[];
    for (const args of [
      ['PUT', `/v1/invitation/${ROOT}`, viewer, { meta_title: 'Tidak boleh' }],
      ['POST', `/v1/invitation/${ROOT}/guest`, viewer, { name: 'Tamu' }],
      ['DELETE', `/v1/wish/${wishes[0]!.id}`, viewer],
      [
        'POST',
        '/v1/invitation/version',
        viewer,
        { invitation_id: ROOT, slug: 'versi-penonton', version_name: 'Versi' },
      ],
      ['POST', '/v1/invitation/story', viewer, { invitation_id: ROOT, title: 'Cerita', description: 'Kisah kami' }],
    ] satisfies CallArgs[]) {
      expect(await refused(args), `${args[0]} ${args[1]}`).toMatchObject({ status: 403, message: VIEWER_ONLY });
    }
    expect(await refused(['PUT', `/v1/invitation/${ROOT}/status`, viewer, { status: 'draft' }])).toMatchObject({
      status: 403,
      message: OWNER_ONLY,
    });
    // Someone with no role on it reads nothing.
    expect(await refused(['GET', `/v1/invitation/${ROOT}`, stranger])).toMatchObject({
      status: 403,
      message: NOT_YOURS,
    });
  });
});

describe('managing members', () => {
  it('changes a role and removes a member, whose next call is refused', async () => {
    const member = await joined('Adik', 'viewer');
    expect((await myInvitations(member)).find((i) => i.id === ROOT)?.my_role).toBe('viewer');
    expect(await ok(['PUT', `/v1/invitation/member/${member.memberId}`, owner, { role: 'editor' }])).toMatchObject({
      id: member.memberId,
      role: 'editor',
      status: 'active',
      name: 'Adik',
    });
    await ok(['PUT', `/v1/invitation/${ROOT}`, member, { meta_title: 'Oleh adik' }]);

    await ok(['DELETE', `/v1/invitation/member/${member.memberId}`, owner]);
    expect(await refused(['GET', `/v1/invitation/${ROOT}`, member])).toMatchObject({ status: 403, message: NOT_YOURS });
    expect(await refused(['PUT', `/v1/invitation/${ROOT}`, member, { meta_title: 'x' }])).toMatchObject({
      status: 403,
    });
    expect((await myInvitations(member)).find((i) => i.id === ROOT)).toBeUndefined();
    // Someone else's member is not the stranger's to change.
    const other = await joined('Kakak', 'viewer');
    expect(await refused(['DELETE', `/v1/invitation/member/${other.memberId}`, stranger])).toMatchObject({
      status: 403,
    });
    // A member may leave on their own.
    await ok(['DELETE', `/v1/invitation/member/${other.memberId}`, other]);
    expect((await call('GET', `/v1/invitation/${ROOT}`, other)).statusCode).toBe(403);
  });

  it('hands the invitation over to a member, the old owner staying on as an editor', async () => {
    const db = server.database.db;
    const previous = await registerOwner(server.app, 'Pemilik Lama');
    await storeSample(db, previous.user.id, 'serah');
    const next = await registerAs('Pemilik Baru');
    const shared = await ok(['POST', '/v1/invitation/serah-invitation/member', previous, { role: 'editor' }], 201);
    await accept(next, new URL(shared.link as string).searchParams.get('token')!);

    await ok(['PUT', '/v1/invitation/serah-invitation/owner', previous, { member_id: shared.id as string }]);
    expect((await myInvitations(next)).find((i) => i.id === 'serah-invitation')?.my_role).toBe('owner');
    expect((await myInvitations(previous)).find((i) => i.id === 'serah-invitation')?.my_role).toBe('editor');
    expect(
      await refused(['PUT', '/v1/invitation/serah-invitation/status', previous, { status: 'draft' }]),
    ).toMatchObject({ status: 403, message: OWNER_ONLY });
    await ok(['PUT', '/v1/invitation/serah-invitation/status', next, { status: 'draft' }]);

    // The old owner may now delete the account: the photo the invitation shows stays, as the new
    // owner's upload; one it does not show goes with the account.
    const upload = async (name: string) => {
      const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer();
      const response = await uploadFile(server.app, previous.headers, 'meta', png, name);
      expect(response.statusCode, response.body).toBe(201);
      return (response.json().data as { url: string }).url;
    };
    const shown = await upload('sampul.png');
    const unused = await upload('lain.png');
    await ok(['PUT', '/v1/invitation/serah-invitation', previous, { meta_image: shown }]);
    const gone = await call('DELETE', '/v1/auth/me', previous, { current_password: 'kata-sandi-kuat' });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await server.app.inject(shown)).statusCode).toBe(200);
    expect((await server.app.inject(unused)).statusCode).toBe(404);
    const [kept] = await db
      .select()
      .from(media)
      .where(eq(media.path, shown.slice('/media/'.length)));
    expect(kept?.user_id).toBe(next.user.id);
  });
});

describe('two people editing one thing (docs/product.md#no-lost-edit)', () => {
  it("refuses the owner's save based on what stood before the editor's, naming the editor, and lists both changes", async () => {
    const ayu = await joined('Ayu Lestari', 'editor');
    const content = await ok(['GET', `/v1/invitation/${ROOT}/content`, owner]);
    const openedAt = (content.versions as Record<string, string>)[`couple:${ROOT}`] ?? '0';
    const groom = (name: string) => ({ groom: { person_name: name, person_nickname: 'Raka' } });
    const put = (who: { headers: Record<string, string> }, name: string) =>
      server.app.inject({
        method: 'PUT',
        url: `/v1/invitation/private/${ROOT}`,
        headers: { ...who.headers, 'if-match': openedAt },
        payload: groom(name),
      });

    expect((await put(ayu, 'Raka Pratama')).statusCode).toBe(200);
    const late = await put(owner, 'Raka P.');
    expect(failureOf(late)).toMatchObject({
      status: 409,
      message: 'Data ini baru saja diubah oleh Ayu Lestari. Muat ulang untuk melihat perubahan terbaru.',
    });

    const changes = await ok(['GET', `/v1/invitation/${ROOT}/change`, owner]);
    expect(changes[0]).toMatchObject({ user_name: 'Ayu Lestari', subject: 'Mempelai', action: 'update' });
    // The editor reads the list too; a stranger does not.
    expect((await call('GET', `/v1/invitation/${ROOT}/change`, ayu)).statusCode).toBe(200);
    expect((await call('GET', `/v1/invitation/${ROOT}/change`, stranger)).statusCode).toBe(403);
  });
});
