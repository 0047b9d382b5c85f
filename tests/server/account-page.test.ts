import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accountTokens, media, refreshTokens, users } from '../../server/db/schema';
import { PHOTO_NOT_YOURS } from '../../server/services/auth/account-details';
import { ACCOUNT_OWNS_INVITATIONS, EMAIL_NOT_TYPED } from '../../server/services/auth/account-removal';
import { WRONG_CURRENT_PASSWORD } from '../../server/services/auth/account-user';
import { eventually } from './eventually';
import { failureOf, registerOwner, type Json, type Owner } from './harness';
import { uploadFile } from './media-upload';
import { twoOwnersForThisFile } from './two-owners-api';

/** The "Akun Saya" page's API (docs/product.md#accounts): profile, sessions, deleting the account. */
const { world, create } = twoOwnersForThisFile();
const PASSWORD = 'kata-sandi-kuat';

/** Each call from an address of its own: the password calls' per-address limit is not what these test. */
const from = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
const ask = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Owner, payload?: Json) =>
  world.app.inject({ method, url, headers: who?.headers, payload, remoteAddress: from() });

const emailOf = async (who: Owner) =>
  (await world.app.db.select().from(users).where(eq(users.id, who.user.id)))[0]!.email;
const login = (email: string, password = PASSWORD) => ask('POST', '/v1/auth/login', undefined, { email, password });
const refresh = (refresh_token: string) => ask('POST', '/v1/auth/refresh', undefined, { refresh_token });
const photoOf = (who: Owner, width = 900) =>
  sharp({ create: { width, height: width, channels: 3, background: '#8e44ad' } })
    .png()
    .toBuffer()
    .then((data) => uploadFile(world.app, who.headers, 'profile', data, 'foto.png'))
    .then((response) => {
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { url: string; width: number };
    });

describe('the account page', () => {
  it('shows the account, its password, the invitations it owns and the address it is changing to', async () => {
    const owner = await registerOwner(world.app, 'Ayu');
    const invitation = await create(owner, { slug: `ayu-${randomUUID().slice(0, 8)}` });
    const email = `baru-${randomUUID()}@contoh.id`;
    const changed = await ask('PUT', '/v1/auth/email', owner, { email, current_password: PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    // The link is made by the mail's job, a moment later.
    await eventually(async () => {
      const details = await ask('GET', '/v1/auth/account', owner);
      expect(details.statusCode, details.body).toBe(200);
      expect(details.json().data).toMatchObject({
        user: { id: owner.user.id, name: 'Ayu', email: await emailOf(owner) },
        pending_email: email,
        has_password: true,
        owned_invitations: [{ id: invitation.id, slug: invitation.slug }],
      });
    }, 10_000);
  });

  it('needs a signed-in owner', async () => {
    expect((await ask('GET', '/v1/auth/account')).statusCode).toBe(401);
    expect((await ask('PUT', '/v1/auth/me', undefined, { name: 'Siapa' })).statusCode).toBe(401);
    expect((await ask('POST', '/v1/auth/logout-all')).statusCode).toBe(401);
  });
});

describe('the profile', () => {
  it('changes the name (trimmed) and refuses a blank or missing one, in Indonesian', async () => {
    const owner = await registerOwner(world.app, 'Raka');
    const renamed = await ask('PUT', '/v1/auth/me', owner, { name: '  Raka Pratama  ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: owner.user.id, name: 'Raka Pratama' });
    expect((await ask('GET', '/v1/auth/me', owner)).json().data.name).toBe('Raka Pratama');

    const blank = await ask('PUT', '/v1/auth/me', owner, { name: '   ' });
    expect(failureOf(blank)).toMatchObject({ status: 400, errors: [{ field: 'name', message: 'Nama wajib diisi' }] });
    const long = await ask('PUT', '/v1/auth/me', owner, { name: 'x'.repeat(101) });
    expect(failureOf(long).errors).toEqual([{ field: 'name', message: 'Nama maksimal 100 karakter' }]);
    expect(failureOf(await ask('PUT', '/v1/auth/me', owner, { profile_picture: null })).errors).toEqual([
      { field: 'name', message: 'Nama wajib diisi' },
    ]);
    expect((await ask('GET', '/v1/auth/me', owner)).json().data.name).toBe('Raka Pratama');
  });

  it('takes a photo the owner uploaded, made small, and removes it with null', async () => {
    const owner = await registerOwner(world.app, 'Dewi');
    const photo = await photoOf(owner);
    expect(photo.width).toBe(400);
    const saved = await ask('PUT', '/v1/auth/me', owner, { name: 'Dewi', profile_picture: photo.url });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.profile_picture).toBe(photo.url);
    // A change of name keeps the photo.
    await ask('PUT', '/v1/auth/me', owner, { name: 'Dewi Lestari' });
    expect((await ask('GET', '/v1/auth/me', owner)).json().data.profile_picture).toBe(photo.url);

    const removed = await ask('PUT', '/v1/auth/me', owner, { name: 'Dewi Lestari', profile_picture: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.profile_picture).toBeNull();
  });

  it("refuses another owner's upload, a made-up address and a link elsewhere", async () => {
    const owner = await registerOwner(world.app, 'Bima');
    const stranger = await photoOf(world.other);
    for (const address of [stranger.url, '/media/ab/tidak-ada.webp']) {
      const refused = await ask('PUT', '/v1/auth/me', owner, { name: 'Bima', profile_picture: address });
      expect(failureOf(refused)).toMatchObject({
        status: 400,
        errors: [{ field: 'profile_picture', message: PHOTO_NOT_YOURS }],
      });
    }
    const elsewhere = await ask('PUT', '/v1/auth/me', owner, {
      name: 'Bima',
      profile_picture: 'https://contoh.id/foto.jpg',
    });
    expect(failureOf(elsewhere).errors).toEqual([
      { field: 'profile_picture', message: 'Foto harus diunggah lewat halaman ini' },
    ]);
    expect((await ask('GET', '/v1/auth/me', owner)).json().data.profile_picture).toBeNull();
  });
});

describe('signing out of every device', () => {
  it('ends every session, this one too, access and refresh tokens alike', async () => {
    const owner = await registerOwner(world.app, 'Sari');
    const email = await emailOf(owner);
    const phone = (await login(email)).json().data as { access_token: string; refresh_token: string };
    const phoneHeaders = { authorization: `Bearer ${phone.access_token}` };
    expect((await world.app.inject({ url: '/v1/auth/me', headers: phoneHeaders })).statusCode).toBe(200);

    const out = await ask('POST', '/v1/auth/logout-all', owner);
    expect(out.statusCode, out.body).toBe(200);

    for (const headers of [owner.headers, phoneHeaders]) {
      const refused = await world.app.inject({ url: '/v1/auth/me', headers });
      expect(failureOf(refused)).toMatchObject({
        status: 401,
        message: 'Sesi Anda telah berakhir, silakan masuk kembali',
      });
    }
    for (const token of [owner.refreshToken, phone.refresh_token]) {
      expect((await refresh(token)).statusCode).toBe(401);
    }
    const live = await world.app.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, owner.user.id));
    expect(live.filter((row) => !row.revoked_at)).toEqual([]);
    // The password still opens the account.
    expect((await login(email)).statusCode).toBe(200);
  });
});

describe('deleting the account', () => {
  const remove = (who: Owner, payload: Json) => ask('DELETE', '/v1/auth/me', who, payload);

  it('is refused while the account owns an invitation, and says what to do', async () => {
    const owner = await registerOwner(world.app, 'Tono');
    await create(owner, { slug: `tono-${randomUUID().slice(0, 8)}` });
    const refused = await remove(owner, { current_password: PASSWORD });
    expect(failureOf(refused)).toMatchObject({ status: 409, message: ACCOUNT_OWNS_INVITATIONS });
    expect((await ask('GET', '/v1/auth/me', owner)).statusCode).toBe(200);
  });

  it('is refused without the right password, at the field', async () => {
    const owner = await registerOwner(world.app, 'Wati');
    expect(failureOf(await remove(owner, { current_password: 'bukan-kata-sandinya' }))).toMatchObject({
      status: 400,
      errors: [{ field: 'current_password', message: WRONG_CURRENT_PASSWORD }],
    });
    expect(failureOf(await remove(owner, {})).errors).toEqual([
      { field: 'current_password', message: 'Kata sandi saat ini wajib diisi' },
    ]);
    expect((await ask('GET', '/v1/auth/me', owner)).statusCode).toBe(200);
    expect((await login(await emailOf(owner))).statusCode).toBe(200);
  });

  it('removes the account, its sessions, links and uploads; the e-mail can sign up again', async () => {
    const owner = await registerOwner(world.app, 'Lina');
    const email = await emailOf(owner);
    const photo = await photoOf(owner, 200);
    await ask('PUT', '/v1/auth/me', owner, { name: 'Lina', profile_picture: photo.url });
    expect((await world.app.inject(photo.url)).statusCode).toBe(200);
    // The other owner's upload stays.
    const kept = await photoOf(world.other, 100);

    const removed = await remove(owner, { current_password: PASSWORD });
    expect(removed.statusCode, removed.body).toBe(200);

    expect((await ask('GET', '/v1/auth/me', owner)).statusCode).toBe(401);
    expect((await refresh(owner.refreshToken)).statusCode).toBe(401);
    expect(failureOf(await login(email))).toMatchObject({ status: 401, message: 'Email atau kata sandi salah' });
    expect((await world.app.inject(photo.url)).statusCode).toBe(404);
    expect((await world.app.inject(kept.url)).statusCode).toBe(200);
    const db = world.app.db;
    expect(await db.select().from(users).where(eq(users.id, owner.user.id))).toEqual([]);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.user_id, owner.user.id))).toEqual([]);
    expect(await db.select().from(accountTokens).where(eq(accountTokens.user_id, owner.user.id))).toEqual([]);
    expect(await db.select().from(media).where(eq(media.user_id, owner.user.id))).toEqual([]);

    const again = await ask('POST', '/v1/auth/register', undefined, { name: 'Lina', email, password: PASSWORD });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.user.id).not.toBe(owner.user.id);
  });

  it('asks an account without a password to type its e-mail instead', async () => {
    const owner = await registerOwner(world.app, 'Google');
    const email = await emailOf(owner);
    await world.app.db.update(users).set({ password_hash: '' }).where(eq(users.id, owner.user.id));
    expect((await ask('GET', '/v1/auth/account', owner)).json().data.has_password).toBe(false);
    expect(failureOf(await remove(owner, { confirm_email: 'orang-lain@contoh.id' }))).toMatchObject({
      status: 400,
      errors: [{ field: 'confirm_email', message: EMAIL_NOT_TYPED }],
    });
    const removed = await remove(owner, { confirm_email: ` ${email.toUpperCase()} ` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await world.app.db.select().from(users).where(eq(users.id, owner.user.id))).toEqual([]);
  });
});
