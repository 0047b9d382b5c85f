import type { VenueSnapshot } from '../../schemas/responses/guestbook';
import { checkInClock } from './check-in-clock';
import { inOrder, type OutboxEntry } from './outbox';

/*
 * What a locked usher device still holds (docs/product.md#guestbook): its access was revoked or
 * expired before the outbox was sent, so these writes never reached the server. They are listed for
 * the usher to show the owner, who can record them: each arrival with its guest, people, time and the
 * souvenirs handed with it; a souvenir handed or a check-in undone on its own, as one line each.
 */

export type UnsentWrite =
  | { id: string; kind: 'arrival'; name: string; walkIn: boolean; pax: number; at: string; souvenirs: string[] }
  | { id: string; kind: 'handout'; name: string; souvenirs: string[] }
  | { id: string; kind: 'undo'; name: string };

const UNKNOWN_GUEST = 'Tamu';

/** The outbox in the order it was made, as lines for the owner (names from the device's venue). */
export function unsentWrites(queue: readonly OutboxEntry[], venue: VenueSnapshot | null): UnsentWrite[] {
  const guestName = new Map((venue?.guests ?? []).map((guest) => [guest.id, guest.name]));
  const souvenirName = new Map((venue?.souvenirs ?? []).map((souvenir) => [souvenir.id, souvenir.name]));
  const lines: UnsentWrite[] = [];
  const arrivalOf = new Map<string, Extract<UnsentWrite, { kind: 'arrival' }>>();
  for (const entry of inOrder(queue)) {
    switch (entry.kind) {
      case 'check-in':
      case 'walk-in': {
        const { payload } = entry;
        const name = entry.kind === 'walk-in' ? entry.payload.name : (guestName.get(payload.guest_id) ?? UNKNOWN_GUEST);
        const line = {
          id: entry.id,
          kind: 'arrival' as const,
          name,
          walkIn: entry.kind === 'walk-in',
          pax: payload.pax,
          at: payload.checked_in_at,
          souvenirs: [],
        };
        arrivalOf.set(payload.guest_id, line);
        lines.push(line);
        break;
      }
      case 'handout': {
        const souvenir = souvenirName.get(entry.payload.souvenir_id) ?? 'Suvenir';
        const arrival = arrivalOf.get(entry.payload.guest_id);
        if (arrival) arrival.souvenirs.push(souvenir);
        else {
          const name = guestName.get(entry.payload.guest_id) ?? UNKNOWN_GUEST;
          lines.push({ id: entry.id, kind: 'handout', name, souvenirs: [souvenir] });
        }
        break;
      }
      case 'undo':
        lines.push({ id: entry.id, kind: 'undo', name: guestName.get(entry.guest_id) ?? UNKNOWN_GUEST });
        break;
    }
  }
  return lines;
}

/** One line as the usher and the owner read it: "Budi Santoso · 3 orang · 18.05 · Suvenir: Kipas". */
export function unsentLine(line: UnsentWrite, timeZone?: string): string {
  switch (line.kind) {
    case 'arrival': {
      const parts = [
        line.walkIn ? `${line.name} (tanpa undangan)` : line.name,
        `${line.pax} orang`,
        checkInClock(line.at, timeZone),
      ];
      if (line.souvenirs.length) parts.push(`Suvenir: ${line.souvenirs.join(', ')}`);
      return parts.join(' · ');
    }
    case 'handout':
      return `${line.name} · Suvenir: ${line.souvenirs.join(', ')}`;
    case 'undo':
      return `${line.name} · check-in dibatalkan`;
  }
}

/** The message for the owner: who sends it, for which wedding, and every unsent line, numbered. */
export function unsentMessage(
  lines: readonly UnsentWrite[],
  who: { usher: string; wedding: string },
  timeZone?: string,
): string {
  return [
    `Check-in buku tamu ${who.wedding} yang belum terkirim (akses penerima tamu ${who.usher} sudah dicabut).`,
    'Mohon dicatat oleh pemilik acara:',
    ...lines.map((line, index) => `${index + 1}. ${unsentLine(line, timeZone)}`),
  ].join('\n');
}
