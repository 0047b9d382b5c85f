import * as dashboard from '../../../app/owner/dashboard/dashboard-page';
import { queryClient } from '../../../app/queries/query-client';
import type { Invitation } from '../../../schemas/entities/invitation.schema';
import type { Order } from '../../../schemas/entities/order.schema';
import type { GuestbookCounts } from '../../../schemas/responses/guestbook';
import type { OwnerContent } from '../../../schemas/responses/owner-content';
import type { InvitationSummary, InvitationDetail } from '../../../schemas/responses/owner-invitations';
import { guestbookCountsOf } from '../../guestbook-counts-fixture';
import { renderRoutes, stubApi, type Answer, type Call } from './owner-page-harness';

/**
 * The dashboard against a fake API kept in memory (fetch stubbed): its summary, the invitation, its
 * versions, and every call the page made. The loader uses the app's one query client, so the tests
 * use it too, emptied and without retries.
 */

export const ID = 'inv-1';

export function summaryOf(overrides: Partial<InvitationSummary> = {}): InvitationSummary {
  return {
    id: ID,
    slug: 'rina-dimas',
    status: 'draft',
    theme: 'floral-whimsy',
    use_guestbook: true,
    meta_image: null,
    expired: false,
    expired_at: '2027-06-11T20:00:00.000Z',
    paid: true,
    order_status: null,
    plan: {
      id: 'plan-1',
      name: 'luxury',
      code: 'luxury',
      tier: 3,
      price: 199000,
      expired_day: 365,
      section: [],
      with_guestbook: true,
      color: '#8a6d1f',
    },
    guests: 20,
    guests_replied: 15,
    guests_attending: 12,
    guests_declining: 3,
    guests_unanswered: 5,
    guests_sent: 14,
    guests_opened: 9,
    pax_attending: 27,
    wishes: 8,
    wishes_pending: 0,
    wishlist_confirmations: 2,
    days_to_main_event: 12,
    events: [
      {
        id: 'ev-1',
        label: 'Akad Nikah',
        is_main_event: true,
        start_date: '2027-06-12T01:00:00.000Z',
        attending: 10,
        declining: 3,
        pax: 22,
        seats_invited: 60,
      },
      {
        id: 'ev-2',
        label: 'Resepsi',
        is_main_event: false,
        start_date: '2027-06-12T05:00:00.000Z',
        attending: 11,
        declining: 4,
        pax: 25,
        seats_invited: 60,
      },
    ],
    ...overrides,
  };
}

/** The invitation's content as the editors read it: both named, one event, no photo yet. */
export function contentOf(overrides: Partial<OwnerContent> = {}): OwnerContent {
  return {
    couple: {
      groom: { person_role: 'groom', person_name: 'Dimas Pratama', person_nickname: 'Dimas' },
      bride: { person_role: 'bride', person_name: 'Rina Lestari', person_nickname: 'Rina' },
    },
    events: [
      {
        id: 'ev-1',
        label: 'Akad Nikah',
        start_date: '2027-06-12T01:00:00.000Z',
        venue: 'Masjid Raya',
        address: 'Jl. Merdeka 1',
        extra: { timezone: 'WIB' },
      },
    ],
    stories: [],
    gallery: [],
    gifts: { physical: [], virtual: [], wishlist: [] },
    versions: {},
    ...overrides,
  };
}

export type { Call };

export type FakeApi = {
  summary: InvitationSummary;
  summaryStatus: number;
  invitation: Partial<InvitationDetail>;
  content: OwnerContent;
  versions: Invitation[];
  /** The guestbook's counts of the day (GET …/guestbook/counts). */
  guestbookCounts: GuestbookCounts;
  calls: Call[];
  /** A status and message to answer the next write with, instead of doing it. */
  failNextWrite: Required<Answer> | null;
  /** The orders GET /v1/order/{order_id} answers (docs/product.md#payment). */
  orders: Order[];
};

const answer = (status: number, body: unknown): Answer => ({ status, body });

export function fakeApi(overrides: Partial<FakeApi> = {}): FakeApi {
  const api: FakeApi = {
    summary: summaryOf(),
    summaryStatus: 200,
    invitation: { id: ID, slug: 'rina-dimas', caption_share: '', my_role: 'owner' },
    content: contentOf(),
    versions: [],
    guestbookCounts: guestbookCountsOf({ guests: 20, expected_people: 27 }),
    calls: [],
    failNextWrite: null,
    orders: [],
    ...overrides,
  };
  api.calls = stubApi(({ method, path, body }) => {
    if (method !== 'GET' && api.failNextWrite) {
      const failure = api.failNextWrite;
      api.failNextWrite = null;
      return answer(failure.status, failure.body);
    }
    if (path === `/v1/invitation/summary/${ID}`) {
      return api.summaryStatus === 200
        ? answer(200, { data: api.summary })
        : answer(api.summaryStatus, { message: 'Undangan ini bukan milik Anda' });
    }
    if (path === `/v1/invitation/${ID}` && method === 'GET') return answer(200, { data: api.invitation });
    if (path === `/v1/invitation/${ID}/content`) return answer(200, { data: api.content });
    if (path === `/v1/invitation/${ID}/guestbook/counts`) return answer(200, { data: api.guestbookCounts });
    if (path === `/v1/invitation/${ID}/status` && method === 'PUT') {
      api.summary = { ...api.summary, status: (body as { status: 'draft' | 'published' }).status };
      return answer(200, { data: { id: ID, status: api.summary.status } });
    }
    if (path === `/v1/invitation/${ID}/version` && method === 'GET') return answer(200, { data: api.versions });
    const order = api.orders.find((o) => path === `/v1/order/${o.order_id}`);
    if (order) return answer(200, { data: order });
    if (path === '/v1/invitation/version' && method === 'POST') {
      const { version_name, slug } = body as { version_name: string; slug?: string };
      const version = {
        id: `ver-${api.versions.length + 1}`,
        parent_id: ID,
        slug: slug ?? `rina-dimas-${api.versions.length + 1}`,
        status: 'draft',
        theme: 'floral-whimsy',
        use_guestbook: false,
        use_multiple_event: true,
        version_name,
      } satisfies Invitation;
      api.versions = [...api.versions, version];
      return answer(201, { data: version });
    }
    const deleted = /^\/v1\/invitation\/([^/]+)\/version$/.exec(path);
    if (deleted && method === 'DELETE') {
      api.versions = api.versions.filter((v) => v.id !== deleted[1]);
      return answer(200, { data: { id: deleted[1] } });
    }
    return undefined;
  });
  return api;
}

/** The dashboard at /invitation/inv-1 (and `search`, e.g. after paying), with /invitation (the list) beside it. */
export function renderDashboard(search = '') {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  return renderRoutes(
    [
      { path: '/invitation', element: <h1>Undangan Saya</h1> },
      { path: '/invitation/:id', loader: dashboard.loader, Component: dashboard.Component },
    ],
    `/invitation/${ID}${search}`,
    queryClient,
  ).router;
}

/** A version as the API lists it. */
export function versionOf(n: number, name: string): Invitation {
  return {
    id: `ver-${n}`,
    parent_id: ID,
    slug: `rina-dimas-${n}`,
    status: 'draft',
    theme: 'floral-whimsy',
    use_guestbook: false,
    use_multiple_event: true,
    version_name: name,
  };
}
