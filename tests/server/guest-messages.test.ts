import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_TEMPLATES } from '../../engine/messages/guest-message';
import { guestLinkOpens } from '../../server/db/guest-link-tables';
import { checkIns, invitations, rsvpEntries, wishlistConfirmations } from '../../server/db/schema';
import { callAs, failureOf, testServer, type Json, type TestServer } from './harness';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples, VERSION } from './invitation-sample';

/**
 * Sending to every guest and links opened (docs/product.md#sending, #link-opens): the message
 * templates, marking each kind of message sent, the sending queue's audiences and filters, the guest
 * page's beacon (counted once first, then more; never for a page read or a preview; rate limited),
 * the dashboard's funnel, and numbers typed with spaces or dashes on every form.
 */

let server: TestServer;
type Who = { headers: Record<string, string> };
let owner: Who;
let stranger: Who;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Who, payload?: Json) =>
  callAs(server.app, method, url, who, payload);
const db = () => server.database.db;

type Guest = {
  id: string;
  name: string;
  code: string;
  whatsapp_number: string | null;
  sent_at: string | null;
  reminded_at: string | null;
  thanked_at: string | null;
  first_opened_at: string | null;
  open_count: number;
};

const addGuest = async (body: Json): Promise<Guest> => {
  const response = await call('POST', `/v1/invitation/${ROOT}/guest`, owner, body);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data;
};
const queue = async (query: string) => {
  const response = await call('GET', `/v1/invitation/${ROOT}/send-queue${query}`, owner);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Guest[]; meta: { total: number; sent: number; thank_you_audience: string } };
};
const names = (list: { data: Guest[] }) => list.data.map((guest) => guest.name);
const beacon = (code: string, slug = 'raka') =>
  call('POST', `/v1/invitation/slug/${slug}/open?to=${encodeURIComponent(code)}`);
const guestNamed = async (name: string) => {
  const response = await call('GET', `/v1/invitation/${ROOT}/guest?q=${encodeURIComponent(name)}`, owner);
  return (response.json().data as Guest[]).find((guest) => guest.name === name)!;
};

let sari: Guest;
let tono: Guest;
let umi: Guest;

beforeAll(async () => {
  server = await testServer({ publicWriteLimit: 1000 });
  ({ owner, stranger } = await twoOwnersWithSamples(server));
  sari = await addGuest({ name: 'Sari', group: 'Keluarga', whatsapp_number: '0812-3456 7890' });
  tono = await addGuest({ name: 'Tono', group: 'Teman', whatsapp_number: '081298765432' });
  umi = await addGuest({ name: 'Umi', group: 'Keluarga' });
  await db().insert(rsvpEntries).values({ guest_id: tono.id, event_id: 'raka-event-akad', is_attend: true, pax: 2 });
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('numbers typed with spaces or dashes', () => {
  it('are accepted on the guest form and stored as +62…', () => {
    expect(sari.whatsapp_number).toBe('+6281234567890');
  });

  it('are accepted when a guest is changed and in an import', async () => {
    const changed = await call('PUT', `/v1/guest/${umi.id}`, owner, { name: 'Umi', group: 'Keluarga' });
    expect(changed.statusCode).toBe(200);
    const imported = await call('POST', `/v1/invitation/${ROOT}/guest/import`, owner, {
      guests: [{ name: 'Vina', whatsapp_number: '(0813) 1111-2222' }],
    });
    expect(imported.statusCode).toBe(201);
    expect((await guestNamed('Vina')).whatsapp_number).toBe('+6281311112222');
  });

  it("still refuse what SPEC's pattern refuses, with its message", async () => {
    const refused = await call('POST', `/v1/invitation/${ROOT}/guest`, owner, {
      name: 'Salah',
      whatsapp_number: '021-555 1234',
    });
    expect(failureOf(refused)).toMatchObject({
      status: 400,
      errors: [{ field: 'whatsapp_number', message: 'Format nomor WhatsApp tidak valid' }],
    });
  });

  it("are accepted on the guest page's gift confirmation", async () => {
    const response = await call('POST', '/v1/gift/wishlist/confirmation', undefined, {
      buyer_name: 'Dimas',
      whatsapp_number: '0812-3456 7890',
      purchase_date: '2026-03-01T10:00:00.000Z',
      shipping_expedition: 'JNE',
      shipping_receipt: 'JNE0001',
      invitation_wishlist_id: 'raka-plates',
      invitation_id: ROOT,
      guest_id: null,
      status: 'pending',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await db()
      .select()
      .from(wishlistConfirmations)
      .where(eq(wishlistConfirmations.id, response.json().data.id));
    expect(row?.whatsapp_number).toBe('081234567890');
    const bad = await call('POST', '/v1/gift/wishlist/confirmation', undefined, {
      buyer_name: 'Dimas',
      whatsapp_number: '0812-34',
      purchase_date: '2026-03-01T10:00:00.000Z',
      shipping_expedition: 'JNE',
      shipping_receipt: 'JNE0002',
      invitation_wishlist_id: 'raka-plates',
      invitation_id: ROOT,
      status: 'pending',
    });
    expect(failureOf(bad).errors).toContainEqual({
      field: 'whatsapp_number',
      message: 'Format nomor WhatsApp tidak valid',
    });
  });
});

describe('message templates', () => {
  it('are none at first, with the couple, the main day and the events to fill them', async () => {
    const response = await call('GET', `/v1/invitation/${ROOT}/message-templates`, owner);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.templates).toEqual({ invitation: null, reminder: null, thank_you: null });
    expect(data.context.couple).toBe('Raka & Ayu');
    expect(data.context.date).toMatch(/^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \S+ \d{4}$/);
    expect(data.context.events).toMatch(/ dan /);
  });

  it('are saved on the root invitation (its versions read them), a blank kind back to the default', async () => {
    const reminder = 'Halo {nama}, jangan lupa RSVP ya: {link}';
    const saved = await call('PUT', `/v1/invitation/${VERSION}/message-templates`, owner, {
      reminder,
      thank_you: '   ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.templates).toEqual({ invitation: null, reminder, thank_you: null });
    const [root] = await db().select().from(invitations).where(eq(invitations.id, ROOT));
    expect(root?.message_templates).toEqual({ reminder });
    const read = await call('GET', `/v1/invitation/${ROOT}/message-templates`, owner);
    expect(read.json().data.templates.reminder).toBe(reminder);
  });

  it('refuse a text too long, an unknown kind, and another owner', async () => {
    const long = await call('PUT', `/v1/invitation/${ROOT}/message-templates`, owner, {
      invitation: 'x'.repeat(2001),
    });
    expect(failureOf(long)).toMatchObject({
      status: 400,
      errors: [{ field: 'invitation', message: 'Pesan maksimal 2000 karakter' }],
    });
    const unknown = await call('PUT', `/v1/invitation/${ROOT}/message-templates`, owner, { promo: 'Diskon' });
    expect(unknown.statusCode).toBe(400);
    const foreign = await call('PUT', `/v1/invitation/${ROOT}/message-templates`, stranger, { reminder: 'x' });
    expect([403, 404]).toContain(foreign.statusCode);
    const [root] = await db().select().from(invitations).where(eq(invitations.id, ROOT));
    expect(root?.message_templates).toEqual({ reminder: 'Halo {nama}, jangan lupa RSVP ya: {link}' });
  });

  it('default to texts that name the couple and the date', () => {
    for (const template of Object.values(DEFAULT_MESSAGE_TEMPLATES)) {
      expect(template).toContain('{pasangan}');
      expect(template).toContain('{tanggal}');
    }
  });
});

describe('the sending queue and marking a message sent', () => {
  it('gives the invitation to every guest in the order added, narrowed by group and unanswered', async () => {
    const all = await queue('?kind=invitation');
    expect(names(all)).toEqual(['Sari', 'Tono', 'Umi', 'Vina']);
    expect(all.meta).toMatchObject({ total: 4, sent: 0 });
    expect(names(await queue('?kind=invitation&group=Keluarga'))).toEqual(['Sari', 'Umi']);
    expect(names(await queue('?kind=invitation&unanswered=true'))).toEqual(['Sari', 'Umi', 'Vina']);
  });

  it('marks each kind on its own column, and the unsent filter follows the kind', async () => {
    const sent = await call('POST', `/v1/guest/${sari.id}/sent`, owner);
    expect(sent.json().data).toMatchObject({ sent_at: expect.any(String), reminded_at: null, thanked_at: null });
    const reminded = await call('POST', `/v1/guest/${umi.id}/sent?kind=reminder`, owner);
    expect(reminded.json().data).toMatchObject({ sent_at: null, reminded_at: expect.any(String), thanked_at: null });

    const unsent = await queue('?kind=invitation&unsent=true');
    expect(names(unsent)).toEqual(['Tono', 'Umi', 'Vina']);
    expect(unsent.meta).toMatchObject({ total: 4, sent: 1 });
    const reminders = await queue('?kind=reminder&unsent=true');
    expect(names(reminders)).toEqual(['Sari', 'Vina']);
    expect((await queue('?kind=reminder')).meta).toMatchObject({ total: 3, sent: 1 });
  });

  it('refuses an unknown kind and a guest of another owner', async () => {
    expect((await call('POST', `/v1/guest/${sari.id}/sent?kind=promo`, owner)).statusCode).toBe(400);
    expect([403, 404]).toContain((await call('POST', `/v1/guest/${sari.id}/sent?kind=reminder`, stranger)).statusCode);
    expect([403, 404]).toContain((await call('GET', `/v1/invitation/${ROOT}/send-queue`, stranger)).statusCode);
  });

  it('sends the thank-you to guests who answered attending, or to those checked in once the guestbook has any', async () => {
    const attending = await queue('?kind=thank_you');
    expect(names(attending)).toEqual(['Tono']);
    expect(attending.meta.thank_you_audience).toBe('attending');
    await db().insert(checkIns).values({
      id: 'check-in-umi',
      invitation_id: ROOT,
      guest_id: umi.id,
      pax: 1,
      checked_in_at: new Date().toISOString(),
      usher_name: 'Raka',
    });
    const came = await queue('?kind=thank_you');
    expect(names(came)).toEqual(['Umi']);
    expect(came.meta.thank_you_audience).toBe('checked_in');
    await db().delete(checkIns).where(eq(checkIns.id, 'check-in-umi'));
  });
});

describe("a personal link opened (the guest page's beacon)", () => {
  it('is recorded once first, then counted, and shown in the guest list', async () => {
    expect((await beacon(tono.code)).statusCode).toBe(204);
    const first = await guestNamed('Tono');
    expect(first.open_count).toBe(1);
    expect(first.first_opened_at).toEqual(expect.any(String));
    expect((await beacon(tono.code)).statusCode).toBe(204);
    const second = await guestNamed('Tono');
    expect(second.open_count).toBe(2);
    expect(second.first_opened_at).toBe(first.first_opened_at);
    const [row] = await db().select().from(guestLinkOpens).where(eq(guestLinkOpens.guest_id, tono.id));
    expect(Object.keys(row!).sort()).toEqual(['first_opened_at', 'guest_id', 'last_opened_at', 'open_count']);
  });

  it('is not counted by reading the page (a preview, a link preview bot) nor for an unknown code', async () => {
    const page = await call('GET', `/v1/invitation/slug/raka/page?to=${sari.code}`, owner);
    expect(page.statusCode).toBe(200);
    const html = await call('GET', `/raka?to=${sari.code}`);
    expect(html.statusCode).toBeLessThan(500);
    expect((await guestNamed('Sari')).open_count).toBe(0);
    expect((await beacon('tidak-ada')).statusCode).toBe(404);
    expect((await beacon(sari.code, 'lain')).statusCode).toBe(404);
    expect((await guestNamed('Sari')).open_count).toBe(0);
  });

  it('filters the guest list by opened and unopened', async () => {
    const opened = await call('GET', `/v1/invitation/${ROOT}/guest?opened=opened`, owner);
    expect((opened.json().data as Guest[]).map((guest) => guest.name)).toEqual(['Tono']);
    const unopened = await call('GET', `/v1/invitation/${ROOT}/guest?opened=unopened&sort=name`, owner);
    expect((unopened.json().data as Guest[]).map((guest) => guest.name)).toEqual(['Sari', 'Umi', 'Vina']);
  });

  it('counts on the dashboard: terkirim, dibuka, menjawab', async () => {
    const response = await call('GET', `/v1/invitation/summary/${ROOT}`, owner);
    expect(response.json().data).toMatchObject({ guests_sent: 1, guests_opened: 1, guests_replied: 1 });
  });
});

describe('the beacon is rate limited like every public write', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await testServer({ publicWriteLimit: 2 });
  }, SETUP_TIMEOUT);
  afterAll(() => limited.close());

  it('answers 429 after publicWriteLimit calls', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await limited.app.inject({ method: 'POST', url: '/v1/invitation/slug/raka/open?to=abc' });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([404, 404, 429]);
  });
});
