import type { CheckIn, GuestbookCounts } from '../../../schemas/responses/guestbook';
import type { GuestbookServerMessage } from '../../../schemas/realtime/guestbook-messages';
import type { RoomRead } from './hub-room-read';

/** One open socket of a guestbook, as the rooms see it. */
export type GuestbookListener = {
  send: (message: GuestbookServerMessage) => void;
  /** The rooms could not serve it (its catch-up failed): closed so that the client reconnects and asks again. */
  fail: () => void;
};

/** `catchUp` false: the socket wants only what comes after its `ready`, none of the check-ins before. */
export type Member = { listener: GuestbookListener; lastSeq: number; catchUp: boolean; left: boolean };

/** Sends the member the check-ins after its last seq, in order; how many it sent. */
export function sendNew(member: Member, rows: CheckIn[], counts: GuestbookCounts): number {
  let sent = 0;
  for (const row of rows) {
    if (row.seq <= member.lastSeq) continue;
    member.listener.send({ type: 'check-in', check_in: row, counts });
    member.lastSeq = row.seq;
    sent++;
  }
  return sent;
}

/** A joining socket greeted from a read: `ready`, its catch-up (unless it asked none), then one of `members`. */
export function welcome(members: Set<Member>, member: Member, read: RoomRead): void {
  const { rows, counts, latest, settled } = read;
  const newest = rows.length ? rows[rows.length - 1]!.seq : 0;
  const seq = Math.max(member.lastSeq, Math.min(Math.max(latest, newest), settled));
  member.listener.send({ type: 'ready', seq, counts });
  if (member.catchUp) sendNew(member, rows, counts);
  else member.lastSeq = seq;
  members.add(member);
}

/**
 * A read sent out (those that left meanwhile skipped): each joining socket welcomed; each member of
 * the room sent what is new to it, or `changed` when nothing is.
 */
export function deliver(members: Set<Member>, read: RoomRead, joining: Member[], targets: Member[]): void {
  for (const member of joining) if (!member.left) welcome(members, member, read);
  for (const member of targets) {
    if (member.left) continue;
    if (sendNew(member, read.rows, read.counts) === 0) member.listener.send({ type: 'changed', counts: read.counts });
  }
}
