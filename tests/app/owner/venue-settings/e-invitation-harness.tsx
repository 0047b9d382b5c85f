import * as page from '../../../../app/owner/venue-settings/e-invitation-page';
import type { GuestListMeta, OwnerGuest } from '../../../../schemas/responses/owner-guests';
import type { OwnerContent } from '../../../../schemas/responses/owner-content';
import type { InvitationSummary } from '../../../../schemas/responses/owner-invitations';
import { contentOf, summaryOf } from '../dashboard-harness';
import { ok, renderOwnerPage, routedApi, type Call } from '../owner-page-harness';
import { messageTemplatesAnswer } from '../guests/message-templates-answer';
import { ownerGuestOf } from '../../../owner-guest-fixture';

/**
 * The e-invitation page against a fake API (fetch stubbed): the summary, the invitation (its theme
 * and caption), its content (couple and events) and a list of guests searched and paged as the API
 * does it; the theme's manifest is the real one.
 */

export const ID = 'inv-1';
export const SLUG = 'rina-dimas';

export function guestOf(n: number, overrides: Partial<OwnerGuest> = {}): OwnerGuest {
  return ownerGuestOf({
    id: `g-${n}`,
    name: `Tamu ${String(n).padStart(4, '0')}`,
    group: n % 2 ? 'Keluarga' : null,
    whatsapp_number: n % 3 ? `+62812000${String(n).padStart(5, '0')}` : null,
    code: `kode-${n}`,
    created_at: '2026-01-10T03:00:00.000Z',
    ...overrides,
  });
}

/** Raka and Ayu, the akad (WIB) and the main reception in Bali (WITA). */
export const content: OwnerContent = contentOf({
  couple: {
    groom: { person_role: 'groom', person_name: 'Raka Pratama', person_nickname: 'Raka' },
    bride: { person_role: 'bride', person_name: 'Ayu Lestari', person_nickname: 'Ayu' },
  },
  events: [
    ...contentOf().events,
    {
      id: 'ev-2',
      label: 'Resepsi',
      is_main_event: true,
      start_date: '2027-06-12T05:00:00.000Z',
      end_date: '2027-06-12T08:00:00.000Z',
      venue: 'Gedung Sasana Kriya',
      address: 'Jl. Raya Kuta 8, Bali',
      extra: { timezone: 'WITA' },
    },
  ],
});

export type FakeApi = { guests: OwnerGuest[]; summary: InvitationSummary; calls: Call[]; theme: string };

/** The guests' GET calls, each as its query parameters. */
export const listQueries = (api: FakeApi) =>
  api.calls
    .filter((call) => call.method === 'GET' && call.path.startsWith(`/v1/invitation/${ID}/guest`))
    .map((call) => Object.fromEntries(new URL(call.path, 'http://localhost').searchParams));

export function fakeApi(overrides: Partial<FakeApi> = {}): FakeApi {
  const api: FakeApi = { guests: [], summary: summaryOf(), calls: [], theme: 'floral-whimsy', ...overrides };
  api.calls = routedApi({
    [`GET /v1/invitation/summary/${ID}`]: () => ok(api.summary),
    [`GET /v1/invitation/${ID}`]: () =>
      ok({ id: ID, slug: SLUG, theme: api.theme, caption_share: 'Yth. {nama}, undangan kami: {link}' }),
    [`GET /v1/invitation/${ID}/message-templates`]: () =>
      ok(messageTemplatesAnswer('Yth. {nama}, undangan kami: {link}')),
    [`GET /v1/invitation/${ID}/content`]: () => ok(content),
    [`GET /v1/invitation/${ID}/guest`]: (call) => {
      const params = new URL(call.path, 'http://localhost').searchParams;
      const q = params.get('q')?.toLowerCase() ?? '';
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 5000);
      const matching = api.guests.filter((guest) => guest.name.toLowerCase().includes(q));
      const meta: GuestListMeta = { total: matching.length, all: api.guests.length, page, pageSize, groups: [] };
      return { body: { data: matching.slice((page - 1) * pageSize, page * pageSize), meta } };
    },
    'POST /v1/guest/g-2/sent': () => {
      api.guests = api.guests.map((g) => (g.id === 'g-2' ? { ...g, sent_at: '2026-11-25T07:05:00.000Z' } : g));
      return ok(api.guests.find((g) => g.id === 'g-2'));
    },
  });
  return api;
}

/** The page at /invitation/inv-1/guest/e-invitation. */
export const renderEInvitations = () =>
  renderOwnerPage(page.Component, '/invitation/:id/guest/e-invitation', `/invitation/${ID}/guest/e-invitation`);
