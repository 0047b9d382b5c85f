import * as guestListPage from '../../../../app/owner/pages/guest-list-page';
import type { OwnerGuest, GuestListMeta } from '../../../../schemas/responses/owner-guests';
import { summaryOf } from '../dashboard-harness';
import { messageTemplatesAnswer } from './message-templates-answer';
import { ok, renderOwnerPage, routedApi, type Answer, type Call } from '../owner-page-harness';
import { ownerGuestOf } from '../../../owner-guest-fixture';

/**
 * The guest list page against a fake API (fetch stubbed): the invitation's summary and details, a
 * list of guests the test sets (answered whatever the query), and the guest writes.
 */

export const ID = 'inv-1';
export const SLUG = 'rina-dimas';

export function guestOf(overrides: Partial<OwnerGuest> = {}): OwnerGuest {
  return ownerGuestOf({
    id: 'g-1',
    name: 'Budi Santoso',
    group: 'Keluarga',
    whatsapp_number: '+6281234567890',
    code: 'kode-budi',
    created_at: '2026-01-10T03:00:00.000Z',
    ...overrides,
  });
}

export type FakeGuestApi = {
  guests: OwnerGuest[];
  /** The list's meta; by default every guest matches and all of them are on one page. */
  meta: Partial<GuestListMeta>;
  calls: Call[];
  /** Answers the next write (POST, PUT, DELETE) instead of the fake. */
  failNextWrite: Answer | null;
  caption: string;
};

/** The GET calls of the guest list, each as its query parameters. */
export const listQueries = (api: FakeGuestApi) =>
  api.calls
    .filter((call) => call.method === 'GET' && call.path.startsWith(`/v1/invitation/${ID}/guest`))
    .map((call) => Object.fromEntries(new URL(call.path, 'http://localhost').searchParams));

export function fakeGuestApi(overrides: Partial<FakeGuestApi> = {}): FakeGuestApi {
  const api: FakeGuestApi = { guests: [], meta: {}, calls: [], failNextWrite: null, caption: '', ...overrides };
  const write = (answer: () => Answer) => () => {
    if (api.failNextWrite) {
      const failure = api.failNextWrite;
      api.failNextWrite = null;
      return failure;
    }
    return answer();
  };
  api.calls = routedApi({
    [`GET /v1/invitation/summary/${ID}`]: () => ok(summaryOf()),
    [`GET /v1/invitation/${ID}`]: () => ok({ id: ID, slug: SLUG, caption_share: api.caption }),
    [`GET /v1/invitation/${ID}/message-templates`]: () => ok(messageTemplatesAnswer(api.caption || null)),
    [`GET /v1/invitation/${ID}/guest`]: (call) => {
      const page = Number(new URL(call.path, 'http://localhost').searchParams.get('page') ?? 1);
      const meta: GuestListMeta = {
        total: api.guests.length,
        all: api.guests.length,
        page,
        pageSize: 25,
        groups: [...new Set(api.guests.flatMap((guest) => (guest.group ? [guest.group] : [])))],
        ...api.meta,
      };
      return { body: { data: api.guests, meta } };
    },
    [`POST /v1/invitation/${ID}/guest`]: (call) =>
      write(() => {
        const guest = guestOf({ id: 'g-new', group: null, whatsapp_number: null, ...(call.body as object) });
        api.guests = [guest, ...api.guests];
        return { status: 201, body: { data: guest } };
      })(),
    'PUT /v1/guest/g-1': (call) =>
      write(() => {
        const body = call.body as Partial<OwnerGuest>;
        const guest = guestOf({ group: null, whatsapp_number: null, ...body });
        api.guests = api.guests.map((g) => (g.id === 'g-1' ? guest : g));
        return ok(guest);
      })(),
    'DELETE /v1/guest/g-1': write(() => {
      api.guests = api.guests.filter((g) => g.id !== 'g-1');
      return ok({ id: 'g-1' });
    }),
    'POST /v1/guest/g-1/sent': write(() => {
      api.guests = api.guests.map((g) => (g.id === 'g-1' ? { ...g, sent_at: '2026-11-25T07:05:00.000Z' } : g));
      return ok(api.guests.find((g) => g.id === 'g-1'));
    }),
    'POST /v1/guest/g-2/sent': write(() => ok(api.guests.find((g) => g.id === 'g-2'))),
    [`PUT /v1/invitation/${ID}/guest-group/seats`]: (call) =>
      write(() => {
        const { group = null, seats } = call.body as { group?: string; seats: number };
        const members = api.guests.filter((g) => g.group === group);
        api.guests = api.guests.map((g) => (g.group === group ? { ...g, seats } : g));
        return ok({ updated: members.length });
      })(),
  });
  return api;
}

/** The page at /invitation/inv-1/guest/list (with `search`, e.g. '?rsvp=attending'). */
export function renderGuestList(search = '') {
  return renderOwnerPage(
    guestListPage.Component,
    '/invitation/:id/guest/list',
    `/invitation/${ID}/guest/list${search}`,
  );
}
