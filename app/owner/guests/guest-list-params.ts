import {
  GUEST_OPENED_FILTERS,
  GUEST_RSVP_FILTERS,
  GUEST_SENT_FILTERS,
  GUEST_SORTS,
  GUEST_VIP_FILTERS,
  type GuestListQuery,
} from '../../../schemas/requests/guests';

/** Guests on one page of the list. */
export const GUEST_PAGE_SIZE = 25;

type RsvpFilter = (typeof GUEST_RSVP_FILTERS)[number];
type SentFilter = (typeof GUEST_SENT_FILTERS)[number];
type OpenedFilter = (typeof GUEST_OPENED_FILTERS)[number];
type Sort = (typeof GUEST_SORTS)[number];
type VipFilter = (typeof GUEST_VIP_FILTERS)[number];

/** What the list shows: the search, the filters, the order and the page, as the address keeps them. */
export type GuestListView = {
  q: string;
  rsvp: RsvpFilter | '';
  sent: SentFilter | '';
  opened: OpenedFilter | '';
  group: string;
  vip: VipFilter | '';
  sort: Sort;
  page: number;
};

/** The list's order when the address names none: the guests added last first. */
export const DEFAULT_SORT: Sort = '-created_at';

/** The filters the owner can clear at once ('Hapus saringan'); the order stays. */
export const FILTER_KEYS = ['q', 'rsvp', 'sent', 'opened', 'group', 'vip'] as const;

export const RSVP_OPTIONS: { value: RsvpFilter | ''; label: string }[] = [
  { value: '', label: 'Semua' },
  { value: 'answered', label: 'Sudah menjawab' },
  { value: 'unanswered', label: 'Belum menjawab' },
  { value: 'attending', label: 'Hadir' },
  { value: 'declining', label: 'Berhalangan' },
];

export const SENT_OPTIONS: { value: SentFilter | ''; label: string }[] = [
  { value: '', label: 'Semua' },
  { value: 'sent', label: 'Sudah dikirim' },
  { value: 'unsent', label: 'Belum dikirim' },
];

/** Whether the guest opened their personal link (docs/product.md#link-opens). */
export const OPENED_OPTIONS: { value: OpenedFilter | ''; label: string }[] = [
  { value: '', label: 'Semua' },
  { value: 'opened', label: 'Sudah dibuka' },
  { value: 'unopened', label: 'Belum dibuka' },
];

/** Guests of honour (VIP) or the others. */
export const VIP_OPTIONS: { value: VipFilter | ''; label: string }[] = [
  { value: '', label: 'Semua' },
  { value: 'vip', label: 'Tamu VIP' },
  { value: 'regular', label: 'Bukan VIP' },
];

export const SORT_OPTIONS: { value: Sort; label: string }[] = [
  { value: '-created_at', label: 'Terbaru ditambahkan' },
  { value: 'created_at', label: 'Terlama' },
  { value: 'name', label: 'Nama A–Z' },
  { value: '-name', label: 'Nama Z–A' },
  { value: '-sent_at', label: 'Terakhir dikirim' },
];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** The view an address stands for: anything unknown (a hand-edited address) reads as left out. */
export function viewFromParams(params: URLSearchParams): GuestListView {
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    rsvp: oneOf(GUEST_RSVP_FILTERS, params.get('rsvp')) ?? '',
    sent: oneOf(GUEST_SENT_FILTERS, params.get('sent')) ?? '',
    opened: oneOf(GUEST_OPENED_FILTERS, params.get('opened')) ?? '',
    group: params.get('group') ?? '',
    vip: oneOf(GUEST_VIP_FILTERS, params.get('vip')) ?? '',
    sort: oneOf(GUEST_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a view: only what differs from the defaults, so a plain list has a plain address. */
export function paramsFromView(view: GuestListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (view[key]) params.set(key, view[key]);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The API's query for a view: one page of GUEST_PAGE_SIZE guests, the order always said. */
export function listQueryOf(view: GuestListView): GuestListQuery {
  return {
    ...(view.q && { q: view.q }),
    ...(view.rsvp && { rsvp: view.rsvp }),
    ...(view.sent && { sent: view.sent }),
    ...(view.opened && { opened: view.opened }),
    ...(view.group && { group: view.group }),
    ...(view.vip && { vip: view.vip }),
    sort: view.sort,
    page: view.page,
    pageSize: GUEST_PAGE_SIZE,
  };
}

/** Whether any filter narrows the list (the order does not). */
export const isFiltered = (view: GuestListView) => FILTER_KEYS.some((key) => view[key] !== '');
