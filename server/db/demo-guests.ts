import { and, asc, eq } from 'drizzle-orm';
import { GUEST_SEATS } from '../../schemas/limits';
import type { Database } from './database';
import { guestbookTables, guests, invitationEvents, rsvpEntries, souvenirs } from './schema';

/**
 * The demo owner's guest list (docs/product.md#guest-list), so the owner's pages show what a real list
 * looks like: groups, WhatsApp numbers, links sent or not, and answers for the demo's events. Budi
 * Santoso comes first and has not answered yet: his personal link is the one the start banner prints.
 */
const DEMO_GUESTS: { name: string; group: string; number: string | null; sent: boolean; answer?: [boolean, number] }[] =
  [
    { name: 'Budi Santoso', group: 'Keluarga', number: '+6281234567890', sent: false },
    { name: 'Siti Rahmawati', group: 'Keluarga', number: '+6281298765432', sent: true, answer: [true, 2] },
    { name: 'Pak Hendra Wijaya', group: 'Keluarga', number: '+6281377712345', sent: true, answer: [true, 4] },
    { name: 'Dewi Anggraini', group: 'Teman Kuliah', number: '+6285711122233', sent: true, answer: [false, 0] },
    { name: 'Rizky Pratama', group: 'Teman Kuliah', number: '+6287855544433', sent: true },
    { name: 'Ayu Lestari', group: 'Teman Kuliah', number: '+6281933322211', sent: false },
    { name: 'Bapak Agus Salim', group: 'Teman Kantor', number: '+6282144455566', sent: true, answer: [true, 2] },
    { name: 'Intan Permatasari', group: 'Teman Kantor', number: '+6281511223344', sent: true, answer: [true, 1] },
    { name: 'Yoga Saputra', group: 'Teman Kantor', number: null, sent: false },
    { name: 'Ibu Ratna Sari', group: 'Tetangga', number: '+6281366677788', sent: true, answer: [false, 0] },
  ];

/** Adds the demo's guests to its invitation (once, with the demo) and answers for its events. */
export async function seedDemoGuests(db: Database, invitationId: string): Promise<void> {
  const events = await db
    .select({ id: invitationEvents.id })
    .from(invitationEvents)
    .where(eq(invitationEvents.invitation_id, invitationId))
    .orderBy(asc(invitationEvents.start_date));
  const sentAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
  for (const guest of DEMO_GUESTS) {
    const [row] = await db
      .insert(guests)
      .values({
        invitation_id: invitationId,
        name: guest.name,
        group: guest.group,
        whatsapp_number: guest.number,
        sent_at: guest.sent ? sentAt : null,
        // A guest who answered for more people than the default has a seat for each of them.
        seats: Math.max(GUEST_SEATS.default, guest.answer?.[1] ?? 0),
      })
      .returning({ id: guests.id });
    const answer = guest.answer;
    if (!answer || !events.length) continue;
    await db
      .insert(rsvpEntries)
      .values(events.map((event) => ({ guest_id: row!.id, event_id: event.id, is_attend: answer[0], pax: answer[1] })));
  }
}

/** The demo guest whose personal link the start banner prints (the first one, who has not answered). */
export const DEMO_GUEST_NAME = DEMO_GUESTS[0]!.name;

/** The demo's venue: a table per group of its guests, and two souvenir kinds (docs/product.md#guestbook). */
const DEMO_TABLES = [
  { name: 'Meja Keluarga', capacity: 10, group: 'Keluarga' },
  { name: 'Meja Teman Kuliah', capacity: 8, group: 'Teman Kuliah' },
  { name: 'Meja Teman Kantor', capacity: 8, group: 'Teman Kantor' },
  { name: 'Meja Tetangga', capacity: 6, group: 'Tetangga' },
];
const DEMO_SOUVENIRS = [
  { name: 'Kipas Batik', stock: 150, rule: 'per_guest' },
  { name: 'Kue Kering', stock: 300, rule: 'per_person' },
];

/** Gives the demo's guestbook its tables, with the demo's guests seated by group, and its souvenirs (once, with the demo). */
export async function seedDemoGuestbook(db: Database, invitationId: string): Promise<void> {
  const tables = await db
    .insert(guestbookTables)
    .values(DEMO_TABLES.map(({ name, capacity }, index) => ({ invitation_id: invitationId, name, capacity, index })))
    .returning({ id: guestbookTables.id, name: guestbookTables.name });
  for (const table of tables) {
    const { group } = DEMO_TABLES.find((demo) => demo.name === table.name)!;
    await db
      .update(guests)
      .set({ table_id: table.id })
      .where(and(eq(guests.invitation_id, invitationId), eq(guests.group, group)));
  }
  await db
    .insert(souvenirs)
    .values(DEMO_SOUVENIRS.map((souvenir, index) => ({ ...souvenir, invitation_id: invitationId, index })));
}
