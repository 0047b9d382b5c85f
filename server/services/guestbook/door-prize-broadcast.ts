import type { FastifyInstance } from 'fastify';
import type { DoorPrizeDraw } from '../../../schemas/responses/guestbook-door-prize';
import type { GuestbookRooms } from './hub-rooms';

/**
 * A door prize winner for the hall's screens (docs/product.md#guestbook): told to every server
 * process on this channel (PostgreSQL's NOTIFY), each sends it as `door-prize` to the invitation's
 * open sockets.
 */
export const DOOR_PRIZE_CHANNEL = 'guestbook_door_prize';

type Notice = { root_id: string; draw: DoorPrizeDraw };

/** Tells every process's sockets of the invitation about a draw (drawn now, or shown again). */
export async function announceDoorPrize(app: FastifyInstance, rootId: string, draw: DoorPrizeDraw): Promise<void> {
  const notice: Notice = { root_id: rootId, draw };
  await app.notifications.notify(DOOR_PRIZE_CHANNEL, JSON.stringify(notice));
}

/** The hub's part: each draw told on the channel goes to its invitation's room. Returns the unlisten. */
export function listenToDoorPrizes(app: FastifyInstance, rooms: GuestbookRooms): () => void {
  return app.notifications.listen(DOOR_PRIZE_CHANNEL, {
    notified: (payload) => {
      let notice: Notice;
      try {
        notice = JSON.parse(payload) as Notice;
      } catch {
        return app.log.warn('guestbook hub: an unreadable door prize notice');
      }
      rooms.broadcast(notice.root_id, { type: 'door-prize', draw: notice.draw });
    },
  });
}
