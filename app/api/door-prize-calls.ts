import type { DoorPrizeDraw } from '../../schemas/responses/guestbook-door-prize';
import { api } from './client';

const id = encodeURIComponent;
const DRAW = (drawId: string) => `/v1/guestbook/door-prize/${id(drawId)}`;

/** The door prize's calls (docs/product.md#guestbook), as the owner makes them. */
export const doorPrizeCalls = {
  winners: (invitationId: string) => api<DoorPrizeDraw[]>(`/v1/invitation/${id(invitationId)}/guestbook/door-prize`),
  /** A winner drawn among the guests present who have not won; the hall's screens show them. */
  draw: (invitationId: string, prize: string) =>
    api<DoorPrizeDraw>(`/v1/invitation/${id(invitationId)}/guestbook/door-prize`, {
      method: 'POST',
      body: JSON.stringify(prize.trim() ? { prize: prize.trim() } : {}),
    }),
  /** The winner shown on the hall's screens again. */
  show: (drawId: string) => api<void>(`${DRAW(drawId)}/show`, { method: 'POST' }),
  remove: (drawId: string) => api<void>(DRAW(drawId), { method: 'DELETE' }),
};
