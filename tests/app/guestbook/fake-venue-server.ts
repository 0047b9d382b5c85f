import { ApiError } from '../../../app/api/client';
import type { VenueCallsUsed } from '../../../app/guestbook/offline/venue-store';
import { CONNECTION_LOST } from '../../../engine/errors/failure-messages';
import { SOUVENIR_ALREADY_HANDED } from '../../../engine/guestbook/venue-notices';
import type { DoorCodeFlagPayload } from '../../../schemas/requests/door-code-flag';
import type { CheckIn, VenueSnapshot } from '../../../schemas/responses/guestbook';
import { venue } from '../../engine/guestbook/venue-fixture';

/**
 * A stand-in for the guestbook's API as an usher device meets it: it keeps check-ins by their
 * device-made id (a retry answers `same`, another device's first check-in `already`), and can be cut
 * off (no answer) or made to refuse.
 */
export function fakeVenueServer() {
  const snapshot = venue();
  const checkIns = new Map<string, CheckIn>();
  const handouts = new Set<string>();
  let seq = snapshot.seq;
  const server = {
    reachable: true,
    /** Every call in the order it reached the server: "check-in <id>" … */
    log: [] as string[],
    /** The next calls answer this error instead (a 4xx or 5xx), one each. */
    refusals: [] as ApiError[],
    /** Answers are lost on the way back (the server still did the work). */
    loseAnswers: 0,
    checkIns,
    /** Single-use codes flagged (each once, by its id). */
    codeFlags: [] as DoorCodeFlagPayload[],
    /** Another device hands `souvenirId` to `guestId` first. */
    handOutElsewhere(guestId: string, souvenirId: string) {
      handouts.add(`${guestId}/${souvenirId}`);
    },
    /** Another device checks `guestId` in first. */
    checkInElsewhere(guestId: string, usher = 'Mas Joko', at = '2026-11-21T11:05:00.000Z'): CheckIn {
      const guest = snapshot.guests.find((candidate) => candidate.id === guestId)!;
      const stored: CheckIn = {
        id: `elsewhere-${guestId}`,
        seq: ++seq,
        guest_id: guestId,
        guest_name: guest.name,
        table_name: null,
        pax: 1,
        checked_in_at: at,
        usher_name: usher,
        undone: false,
      };
      checkIns.set(stored.id, stored);
      return stored;
    },
    snapshotNow(): VenueSnapshot {
      const live = [...checkIns.values()].filter((checkIn) => !checkIn.undone);
      return {
        ...snapshot,
        seq,
        guests: snapshot.guests.map((guest) => ({
          ...guest,
          check_in: live.find((checkIn) => checkIn.guest_id === guest.id) ?? null,
        })),
        counts: { ...snapshot.counts, arrived: live.length, people: live.reduce((sum, c) => sum + c.pax, 0) },
      };
    },
  };

  function gate(what: string) {
    if (!server.reachable) throw new ApiError(0, CONNECTION_LOST);
    server.log.push(what);
    const refusal = server.refusals.shift();
    if (refusal) throw refusal;
  }
  function answer<T>(value: T): T {
    if (server.loseAnswers > 0) {
      server.loseAnswers--;
      throw new ApiError(0, CONNECTION_LOST);
    }
    return value;
  }

  const calls: VenueCallsUsed = {
    async snapshot() {
      gate('snapshot');
      return answer(server.snapshotNow());
    },
    async checkIn(_invitation, payload) {
      gate(`check-in ${payload.id}`);
      const same = checkIns.get(payload.id);
      if (same) return answer({ result: 'same' as const, check_in: same });
      const first = [...checkIns.values()].find((c) => c.guest_id === payload.guest_id && !c.undone);
      if (first) return answer({ result: 'already' as const, check_in: first });
      const guest = snapshot.guests.find((candidate) => candidate.id === payload.guest_id)!;
      const stored: CheckIn = {
        ...payload,
        seq: ++seq,
        guest_name: guest.name,
        table_name: null,
        usher_name: 'Mbak Rina',
        undone: false,
      };
      checkIns.set(stored.id, stored);
      return answer({ result: 'created' as const, check_in: stored });
    },
    async walkIn(_invitation, payload) {
      gate(`walk-in ${payload.id}`);
      const stored: CheckIn = {
        id: payload.id,
        seq: ++seq,
        guest_id: payload.guest_id,
        guest_name: payload.name,
        table_name: null,
        pax: payload.pax,
        checked_in_at: payload.checked_in_at,
        usher_name: 'Mbak Rina',
        undone: false,
      };
      checkIns.set(stored.id, stored);
      return answer({ result: 'created' as const, check_in: stored });
    },
    async undo(_invitation, checkInId) {
      gate(`undo ${checkInId}`);
      const stored = checkIns.get(checkInId);
      if (!stored) throw new ApiError(404, 'Check-in tidak ditemukan');
      checkIns.set(checkInId, { ...stored, undone: true });
      return answer({ id: checkInId });
    },
    async handOut(_invitation, payload) {
      gate(`handout ${payload.id}`);
      const key = `${payload.guest_id}/${payload.souvenir_id}`;
      if (handouts.has(key)) throw new ApiError(409, SOUVENIR_ALREADY_HANDED);
      handouts.add(key);
      return answer({ ...payload, quantity: 1, usher_name: 'Mbak Rina', handed_at: '2026-11-21T11:06:00.000Z' });
    },
    async flagCode(_invitation, payload) {
      gate(`code-flag ${payload.id}`);
      if (!server.codeFlags.some((flag) => flag.id === payload.id)) server.codeFlags.push(payload);
      return answer(payload);
    },
    async recordEnvelope(_invitation, payload) {
      gate(`envelope ${payload.guest_id} ${payload.count}`);
      if (payload.count === 0) return answer(null);
      const { guest_id, count } = payload;
      return answer({
        guest_id,
        count,
        note: payload.note ?? null,
        usher_name: 'Mbak Rina',
        recorded_at: '2026-11-21T11:07:00.000Z',
      });
    },
    async checkOut(_invitation, checkInId, payload) {
      gate(`check-out ${checkInId}`);
      const stored = checkIns.get(checkInId);
      if (!stored) throw new ApiError(404, 'Check-in tidak ditemukan');
      const out = { ...stored, checked_out_at: stored.checked_out_at ?? payload.checked_out_at };
      checkIns.set(checkInId, out);
      return answer(out);
    },
    async undoCheckOut(_invitation, checkInId) {
      gate(`undo-check-out ${checkInId}`);
      const stored = checkIns.get(checkInId);
      if (!stored) throw new ApiError(404, 'Check-in tidak ditemukan');
      const back = { ...stored, checked_out_at: null };
      checkIns.set(checkInId, back);
      return answer(back);
    },
  };
  return { server, calls };
}
