import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationChanges, invitationPrivate, invitationStories, wishes } from '../../server/db/schema';
import { changedByMessage, coupleKey, FIRST_VERSION } from '../../server/services/invitations/invitation-changes';
import { failureOf, testServer, type Owner, type TestServer } from './harness';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples, VERSION } from './invitation-sample';

/**
 * No lost edit and who changed what (docs/product.md#no-lost-edit): every owner write names the
 * version it was based on; one based on an older version is refused with 409 naming who changed it;
 * a repeated request is one write; the dashboard reads the newest changes.
 */

let server: TestServer;
let owner: Owner;
let stranger: Owner;

beforeAll(async () => {
  server = await testServer();
  ({ owner, stranger } = await twoOwnersWithSamples(server));
}, SETUP_TIMEOUT);
afterAll(() => server?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}, who = owner) =>
  server.app.inject({ method, url, payload, headers: { ...who.headers, ...headers } });
const versionsOf = async (id = ROOT) =>
  (await send('GET', `/v1/invitation/${id}/content`)).json().data.versions as Record<string, string>;
const person = (name: string) => ({ person_name: name, person_nickname: name.split(' ')[0] });
const saveGroom = (name: string, headers: Record<string, string>, id = ROOT) =>
  send('PUT', `/v1/invitation/private/${id}`, { groom: person(name) }, headers);
const storedGroom = async (id = ROOT) => {
  const rows = await server.database.db.select().from(invitationPrivate).where(eq(invitationPrivate.invitation_id, id));
  return rows.find((row) => row.person_role === 'groom')?.person_name;
};

describe('a write based on an older version', () => {
  it('is refused with 409 naming who saved in between, and the first save stays', async () => {
    // Two tabs open Mempelai: both start from the same version.
    const based = (await versionsOf())[coupleKey(ROOT)] ?? FIRST_VERSION;
    const first = await saveGroom('Raka Pratama', { 'if-match': based });
    expect(first.statusCode, first.body).toBe(200);
    const firstVersion = first.json().meta.version as string;
    expect(firstVersion).not.toBe(based);

    const second = await saveGroom('Raka dari tab kedua', { 'if-match': based });
    expect(failureOf(second)).toMatchObject({ status: 409, message: changedByMessage('Raka') });
    expect(second.json().version).toBe(firstVersion);
    expect(await storedGroom()).toBe('Raka Pratama');

    // Keeping the typed text and saving again, now based on what is stored, is a deliberate overwrite.
    const again = await saveGroom('Raka dari tab kedua', { 'if-match': `W/"${firstVersion}"` });
    expect(again.statusCode, again.body).toBe(200);
    expect(await storedGroom()).toBe('Raka dari tab kedua');
    expect((await versionsOf())[coupleKey(ROOT)]).toBe(again.json().meta.version);
  });

  it('loses to the other of two writes sent at once on the same version: one 200, one 409', async () => {
    const based = (await versionsOf())[coupleKey(ROOT)]!;
    const answers = await Promise.all(['Raka Satu', 'Raka Dua'].map((name) => saveGroom(name, { 'if-match': based })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    expect(await storedGroom()).toBe(winner.json().data.groom.person_name);
  });

  it('is checked per thing: a story changed elsewhere does not refuse a save of the couple', async () => {
    const versions = await versionsOf();
    const story = await send('POST', '/v1/invitation/story', {
      invitation_id: ROOT,
      title: 'Pertemuan',
      description: 'Di kampus',
    });
    expect(story.statusCode, story.body).toBe(201);
    const couple = await saveGroom('Raka Pratama', { 'if-match': versions[coupleKey(ROOT)]! });
    expect(couple.statusCode, couple.body).toBe(200);

    const storyUrl = `/v1/invitation/story/${story.json().data.id}`;
    const stale = await send('PUT', storyUrl, { title: 'Ubah', description: 'x' }, { 'if-match': FIRST_VERSION });
    expect(failureOf(stale)).toMatchObject({ status: 409, message: changedByMessage('Raka') });
    const removal = await send('DELETE', storyUrl, undefined, { 'if-match': FIRST_VERSION });
    expect(removal.statusCode).toBe(409);
    const current = await send('DELETE', storyUrl, undefined, { 'if-match': story.json().meta.version });
    expect(current.statusCode, current.body).toBe(200);
  });

  it('is not checked without If-Match, or with If-Match: *', async () => {
    expect((await saveGroom('Raka Tanpa Versi', {})).statusCode).toBe(200);
    expect((await saveGroom('Raka Bintang', { 'if-match': '*' })).statusCode).toBe(200);
    expect(await storedGroom()).toBe('Raka Bintang');
  });

  it('applies to the settings too, and a version is checked apart from its root', async () => {
    const invitation = (await send('GET', `/v1/invitation/${VERSION}`)).json().data;
    expect(invitation.id).toBe(VERSION);
    const first = await send('PUT', `/v1/invitation/${VERSION}`, { quote: 'Satu' }, { 'if-match': FIRST_VERSION });
    expect(first.statusCode, first.body).toBe(200);
    const second = await send('PUT', `/v1/invitation/${VERSION}`, { quote: 'Dua' }, { 'if-match': FIRST_VERSION });
    expect(failureOf(second)).toMatchObject({ status: 409, message: changedByMessage('Raka') });
    // The root's couple is another thing than the version's couple.
    const versionCouple = await saveGroom('Raka Versi', { 'if-match': FIRST_VERSION }, VERSION);
    expect(versionCouple.statusCode, versionCouple.body).toBe(200);
  });

  it('answers the invitation and each listed section with the version its settings page bases a save on', async () => {
    const read = async () => (await send('GET', `/v1/invitation/${ROOT}`)).json().data.version as string;
    const opened = await read();
    const saved = await send('PUT', `/v1/invitation/${ROOT}`, { meta_title: 'Judul' }, { 'if-match': opened });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read()).toBe(saved.json().meta.version);
    const stale = await send('PUT', `/v1/invitation/${ROOT}`, { meta_title: 'Judul lama' }, { 'if-match': opened });
    expect(failureOf(stale)).toMatchObject({ status: 409, message: changedByMessage('Raka') });

    const sections = async () =>
      (await send('GET', `/v1/invitation/section?invitation_id=${ROOT}`)).json().data as {
        id: string;
        slug: string;
        version: string;
      }[];
    const quote = (await sections()).find((row) => row.slug === 'quote')!;
    const url = `/v1/invitation/section/${quote.id}`;
    const first = await send('PUT', url, { title: 'Kutipan' }, { 'if-match': quote.version });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.version).toBe(first.json().meta.version);
    expect((await sections()).find((row) => row.id === quote.id)!.version).toBe(first.json().meta.version);
    // A switch flipped on the list it read before that save is refused, not written over the title.
    const flipped = await send('PUT', url, { is_active: false }, { 'if-match': quote.version });
    expect(failureOf(flipped)).toMatchObject({ status: 409, message: changedByMessage('Raka') });
  });

  it('answers each guest of the list with the version an edit of them is based on, guest by guest', async () => {
    const add = async (name: string) => (await send('POST', `/v1/invitation/${ROOT}/guest`, { name })).json().data;
    const [sari, joko] = [await add('Bu Sari'), await add('Pak Joko')];
    expect([sari.version, joko.version]).toEqual([FIRST_VERSION, FIRST_VERSION]);
    const listed = async () =>
      new Map(
        (
          (await send('GET', `/v1/invitation/${ROOT}/guest?pageSize=100`)).json().data as {
            id: string;
            version: string;
          }[]
        ).map((guest) => [guest.id, guest.version]),
      );

    // Two people open Ubah on Bu Sari: the first save counts, the second is refused naming the first.
    const first = await send('PUT', `/v1/guest/${sari.id}`, { name: 'Ibu Sari' }, { 'if-match': sari.version });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().data.version as string;
    expect(saved).not.toBe(FIRST_VERSION);
    const second = await send('PUT', `/v1/guest/${sari.id}`, { name: 'Sari W.' }, { 'if-match': sari.version });
    expect(failureOf(second)).toMatchObject({ status: 409, message: changedByMessage('Raka') });
    expect(second.json().version).toBe(saved);
    // The list reads the new version for her only; Pak Joko is still at his first, and saves on it.
    const versions = await listed();
    expect([versions.get(sari.id), versions.get(joko.id)]).toEqual([saved, FIRST_VERSION]);
    const other = await send('PUT', `/v1/guest/${joko.id}`, { name: 'Pak Joko S.' }, { 'if-match': FIRST_VERSION });
    expect(other.statusCode, other.body).toBe(200);
    // 'Tetap edit': a save on the version the refusal named replaces the other change, knowingly.
    const kept = await send('PUT', `/v1/guest/${sari.id}`, { name: 'Sari W.' }, { 'if-match': saved });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await listed()).get(sari.id)).toBe(kept.json().data.version);
  });
});

describe('a repeated request (double click, retry after a lost answer)', () => {
  it('adds one story however often it is sent with one Idempotency-Key', async () => {
    const key = randomUUID();
    const payload = { invitation_id: ROOT, title: `Lamaran ${key.slice(0, 6)}`, description: 'Di rumah' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('POST', '/v1/invitation/story', payload, { 'idempotency-key': key })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    const stored = await server.database.db
      .select()
      .from(invitationStories)
      .where(eq(invitationStories.title, payload.title));
    expect(stored).toHaveLength(1);
  });

  it('answers a repeated save as saved, not as a conflict with itself', async () => {
    const based = (await versionsOf())[coupleKey(ROOT)]!;
    const headers = { 'if-match': based, 'idempotency-key': randomUUID() };
    const first = await saveGroom('Raka Sekali', headers);
    const retry = await saveGroom('Raka Sekali', headers);
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());
    const changes = await server.database.db
      .select()
      .from(invitationChanges)
      .where(eq(invitationChanges.request_key, headers['idempotency-key']));
    expect(changes).toHaveLength(1);
  });

  it('refuses a malformed Idempotency-Key where it enters', async () => {
    const response = await saveGroom('Raka', { 'idempotency-key': 'a b' });
    expect(failureOf(response)).toMatchObject({ status: 400 });
  });
});

describe('GET /v1/invitation/{id}/change', () => {
  it('lists the newest changes first, with who, what and how, for the root and its versions', async () => {
    await saveGroom('Raka Terakhir', {});
    const response = await send('GET', `/v1/invitation/${VERSION}/change`);
    expect(response.statusCode, response.body).toBe(200);
    const changes = response.json().data as {
      user_name: string;
      subject: string;
      action: string;
      created_at: string;
    }[];
    expect(changes.length).toBeGreaterThan(3);
    expect(changes.length).toBeLessThanOrEqual(10);
    expect(changes[0]).toMatchObject({
      user_name: 'Raka',
      subject: 'Mempelai',
      action: 'update',
      entity_key: coupleKey(ROOT),
    });
    const times = changes.map((change) => Date.parse(change.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(changes.map((change) => change.subject)).toEqual(expect.arrayContaining(['Kisah', 'Pengaturan']));
  });

  it('names the guest list for a guest added, changed and removed', async () => {
    const added = await send('POST', `/v1/invitation/${ROOT}/guest`, { name: 'Bu Sari' });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id as string;
    expect((await send('PUT', `/v1/guest/${id}`, { name: 'Ibu Sari' })).statusCode).toBe(200);
    expect((await send('DELETE', `/v1/guest/${id}`)).statusCode).toBe(200);
    const changes = (await send('GET', `/v1/invitation/${ROOT}/change`)).json().data as {
      subject: string;
      action: string;
    }[];
    expect(changes.slice(0, 3).map(({ subject, action }) => `${subject} ${action}`)).toEqual([
      'Daftar Tamu delete',
      'Daftar Tamu update',
      'Daftar Tamu create',
    ]);
  });

  it('names a wish deleted, a version added and removed, and a member invited, changed and removed', async () => {
    const [wish] = await server.database.db.select().from(wishes).where(eq(wishes.invitation_id, ROOT)).limit(1);
    expect((await send('DELETE', `/v1/wish/${wish!.id}`)).statusCode).toBe(200);
    const version = await send('POST', '/v1/invitation/version', {
      invitation_id: ROOT,
      version_name: 'Ngunduh Mantu',
    });
    expect(version.statusCode, version.body).toBe(201);
    expect((await send('DELETE', `/v1/invitation/${version.json().data.id as string}/version`)).statusCode).toBe(200);
    const member = await send('POST', `/v1/invitation/${ROOT}/member`, { role: 'viewer' });
    expect(member.statusCode, member.body).toBe(201);
    const memberUrl = `/v1/invitation/member/${member.json().data.id as string}`;
    expect((await send('PUT', memberUrl, { role: 'editor' })).statusCode).toBe(200);
    expect((await send('DELETE', memberUrl)).statusCode).toBe(200);

    const changes = (await send('GET', `/v1/invitation/${ROOT}/change`)).json().data as {
      user_name: string;
      subject: string;
      action: string;
    }[];
    expect(changes.slice(0, 6).map(({ subject, action }) => `${subject} ${action}`)).toEqual([
      'Anggota delete',
      'Anggota update',
      'Anggota create',
      'Versi delete',
      'Versi create',
      'Ucapan delete',
    ]);
    expect(new Set(changes.slice(0, 6).map((change) => change.user_name))).toEqual(new Set(['Raka']));
  });

  it('is the owner’s only', async () => {
    const response = await send('GET', `/v1/invitation/${ROOT}/change`, undefined, {}, stranger);
    expect(response.statusCode).toBe(403);
  });
});
