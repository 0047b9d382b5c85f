import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { ComponentType } from 'react';
import { queryClient } from '../../../../app/queries/query-client';
import {
  GUESTBOOK_SETTINGS_DEFAULTS,
  type SeatingPayload,
  type SouvenirPayload,
  type UsherAccessPayload,
} from '../../../../schemas/requests/guestbook';
import type { GuestbookTable, Souvenir, UsherAccess, VenueGuest } from '../../../../schemas/responses/guestbook';
import type { InvitationDetail } from '../../../../schemas/responses/owner-invitations';
import { guestbookCountsOf } from '../../../guestbook-counts-fixture';
import { openDialogsByAttribute } from '../modal-dialogs';
import { renderRoutes, stubApi, type Answer, type Call } from '../owner-page-harness';

/**
 * The owner's guestbook pages (Meja, Suvenir) against a fake guestbook API kept in memory (fetch
 * stubbed), answering as docs/product.md#guestbook says: tables with their guests and people seated,
 * seating by guests or group, souvenir kinds with handed and left, usher access with codes. The
 * pages' loaders use the app's one query client, so the tests use it too, emptied and without retries.
 */

openDialogsByAttribute();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

export const ID = 'inv-1';
export const GUESTBOOK_OFF = 'Buku tamu belum diaktifkan. Aktifkan di Pengaturan › Umum.';

export type FakeGuestbookApi = {
  useGuestbook: boolean;
  tables: { id: string; name: string; capacity: number }[];
  guests: VenueGuest[];
  souvenirs: { id: string; name: string; stock: number; rule: Souvenir['rule']; handed: number }[];
  ushers: UsherAccess[];
  /** Each table's and souvenir kind's version by id, as the lists answer them; a change moves it on. */
  versions: Record<string, string>;
  /** Answers for the next call of a route ("METHOD /path"), given instead of the fake's (once each). */
  refuse: Record<string, Answer>;
  calls: Call[];
};

/** A guest as the venue lists them (one person coming, no table), for the pages' fake. */
export { venueGuestOf as guestOf } from '../../../engine/guestbook/venue-fixture';

const invitationOf = (api: FakeGuestbookApi): InvitationDetail => ({
  id: ID,
  slug: 'rina-dimas',
  status: 'published',
  my_role: 'owner',
  version: '0',
  in_portofolio: false,
  theme: 'floral-whimsy',
  use_guestbook: api.useGuestbook,
  use_multiple_event: false,
  expired: false,
  plan: {
    id: 'plan-luxury',
    name: 'Luxury',
    code: 'luxury',
    tier: 3,
    price: 0,
    expired_day: 365,
    section: [],
    with_guestbook: true,
    color: '#8a6d1f',
  },
});

/** A table as the API answers it: its guests and the people seated (each guest's pax, at least 1). */
const tableOf = (api: FakeGuestbookApi, table: FakeGuestbookApi['tables'][number]): GuestbookTable => {
  const seated = api.guests.filter((guest) => guest.table_id === table.id);
  return {
    ...table,
    guests: seated.length,
    seated: seated.reduce((sum, guest) => sum + Math.max(guest.rsvp_pax ?? 1, 1), 0),
  };
};
const souvenirOf = (souvenir: FakeGuestbookApi['souvenirs'][number]): Souvenir => ({
  ...souvenir,
  left: Math.max(souvenir.stock - souvenir.handed, 0),
});

const data = (body: unknown, status = 200): Answer => ({ status, body: { data: body } });
const listed = (rows: unknown[], versions: Record<string, string>): Answer => ({
  status: 200,
  body: { data: rows, meta: { versions } },
});

export function fakeGuestbookApi(overrides: Partial<FakeGuestbookApi> = {}): FakeGuestbookApi {
  const api: FakeGuestbookApi = {
    useGuestbook: true,
    tables: [],
    guests: [],
    souvenirs: [],
    ushers: [],
    versions: {},
    refuse: {},
    calls: [],
    ...overrides,
  };
  let made = 0;
  const base = `/v1/invitation/${ID}/guestbook`;
  const tables = () => api.tables.map((table) => tableOf(api, table));
  api.calls = stubApi(({ method, path, body }) => {
    const route = `${method} ${path.split('?')[0]}`;
    const refused = api.refuse[route];
    if (refused) {
      delete api.refuse[route];
      return refused;
    }
    if (route === `GET /v1/invitation/${ID}`) return data(invitationOf(api));
    if (route === `GET /v1/invitation/${ID}/content`) {
      return data({
        couple: { groom: { person_nickname: 'Dimas' }, bride: { person_nickname: 'Rina' } },
        events: [
          {
            id: 'ev-1',
            label: 'Resepsi',
            is_main_event: true,
            start_date: '2099-06-12T04:00:00.000Z',
            venue: 'Gedung',
            address: 'Jakarta',
            extra: { timezone: 'WIB' },
          },
        ],
        stories: [],
        gallery: [],
        gifts: { physical: [], virtual: [], wishlist: [] },
      });
    }
    if (route.includes('/guestbook') && !api.useGuestbook) return { status: 403, body: { message: GUESTBOOK_OFF } };
    if (route === `GET ${base}/table`) return listed(tables(), api.versions);
    if (route === `POST ${base}/table`) {
      const table = { id: `t-${++made}`, ...(body as { name: string; capacity: number }) };
      api.tables.push(table);
      return data(tableOf(api, table), 201);
    }
    const tableId = /^(PUT|DELETE) \/v1\/guestbook\/table\/(.+)$/.exec(route)?.[2];
    if (tableId && method === 'PUT') {
      api.versions[tableId] = `${tableId}-v${++made}`;
      api.tables = api.tables.map((t) => (t.id === tableId ? { ...t, ...(body as object) } : t));
      return data(
        tableOf(
          api,
          api.tables.find((t) => t.id === tableId)!,
        ),
      );
    }
    if (tableId && method === 'DELETE') {
      api.tables = api.tables.filter((t) => t.id !== tableId);
      api.guests = api.guests.map((g) => (g.table_id === tableId ? { ...g, table_id: null } : g));
      return data({ id: tableId });
    }
    if (route === `PUT ${base}/seating`) {
      const { table_id, guest_ids = [], group } = body as SeatingPayload;
      api.guests = api.guests.map((g) =>
        guest_ids.includes(g.id) || (group !== undefined && g.group === group.trim()) ? { ...g, table_id } : g,
      );
      return data(tables());
    }
    if (route === `GET ${base}/venue`) {
      return data({
        invitation: { id: ID, slug: 'rina-dimas', title: 'Dimas & Rina' },
        guests: api.guests,
        tables: tables(),
        souvenirs: api.souvenirs.map(souvenirOf),
        counts: guestbookCountsOf({ guests: api.guests.length }),
        settings: { ...GUESTBOOK_SETTINGS_DEFAULTS },
        seq: 0,
        viewer: { role: 'owner', name: 'Dimas' },
      });
    }
    if (route === `GET ${base}/souvenir`) return listed(api.souvenirs.map(souvenirOf), api.versions);
    if (route === `POST ${base}/souvenir`) {
      const souvenir = { id: `s-${++made}`, handed: 0, ...(body as SouvenirPayload) };
      api.souvenirs.push(souvenir);
      return data(souvenirOf(souvenir), 201);
    }
    const souvenirId = /^(PUT|DELETE) \/v1\/guestbook\/souvenir\/(.+)$/.exec(route)?.[2];
    if (souvenirId && method === 'PUT') {
      api.versions[souvenirId] = `${souvenirId}-v${++made}`;
      api.souvenirs = api.souvenirs.map((s) => (s.id === souvenirId ? { ...s, ...(body as SouvenirPayload) } : s));
      return data(souvenirOf(api.souvenirs.find((s) => s.id === souvenirId)!));
    }
    if (souvenirId && method === 'DELETE') {
      api.souvenirs = api.souvenirs.filter((s) => s.id !== souvenirId);
      return data({ id: souvenirId });
    }
    if (route === `GET ${base}/usher`) return data(api.ushers);
    if (route === `POST ${base}/usher`) {
      const { name, expires_at } = body as UsherAccessPayload;
      const access: UsherAccess = {
        id: `u-${++made}`,
        name,
        code: `KODE${String(made).padStart(4, '2')}`.slice(0, 8),
        expires_at: new Date(expires_at).toISOString(),
        revoked_at: null,
        created_at: new Date().toISOString(),
      };
      api.ushers = [access, ...api.ushers];
      return data(access, 201);
    }
    const usherId = /^DELETE \/v1\/guestbook\/usher\/(.+)$/.exec(route)?.[1];
    if (usherId) {
      api.ushers = api.ushers.map((u) => (u.id === usherId ? { ...u, revoked_at: new Date().toISOString() } : u));
      return data(api.ushers.find((u) => u.id === usherId));
    }
    return undefined;
  });
  return api;
}

/** The calls that wrote (not GET), as "METHOD /path" with their body. */
export const writes = (api: FakeGuestbookApi) =>
  api.calls
    .filter((call) => call.method !== 'GET')
    .map((call) => ({ call: `${call.method} ${call.path}`, body: call.body }));

/** A guestbook page module at /invitation/inv-1/guest/<page>, with the settings page beside it. */
export function renderGuestbookPage(page: { loader: never | unknown; Component: ComponentType }, at: string) {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  return renderRoutes(
    [
      {
        path: `/invitation/:id/guest/${at}`,
        loader: page.loader as never,
        Component: page.Component,
        hydrateFallbackElement: <p>Memuat…</p>,
      },
      { path: '/invitation/:id/setting/general', element: <h1>Pengaturan Umum</h1> },
    ],
    `/invitation/${ID}/guest/${at}`,
    queryClient,
  ).router;
}
