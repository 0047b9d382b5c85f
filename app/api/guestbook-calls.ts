import type { DoorCodeFlagPayload } from '../../schemas/requests/door-code-flag';
import type { DoorCodeFlag } from '../../schemas/responses/door-code-flag';
import type {
  CheckInPayload,
  GuestbookSettings,
  GuestbookTablePayload,
  SeatingPayload,
  SouvenirHandoutPayload,
  SouvenirPayload,
  UsherAccessPayload,
  WalkInPayload,
} from '../../schemas/requests/guestbook';
import type {
  CheckIn,
  CheckInResult,
  GuestbookCounts,
  GuestbookTable,
  Souvenir,
  SouvenirHandout,
  UsherAccess,
  UsherSessionResult,
  VenueRowVersions,
  VenueSnapshot,
} from '../../schemas/responses/guestbook';
import type { GreetingScreenReportPayload } from '../../schemas/requests/greeting-screen-report';
import type { GreetingScreenReport } from '../../schemas/responses/greeting-screen-report';
import type { CheckOutPayload, GuestEnvelopePayload } from '../../schemas/requests/guestbook-desk';
import type { GuestEnvelope } from '../../schemas/responses/guestbook-desk';
import type { VersionMeta } from '../../schemas/responses/owner-content';
import { api, apiWithMeta, failureOf, readAnswer, sendRequest } from './client';
import { tokens } from './tokens';
import { withBasis, type WriteBasis } from './write-basis';

/*
 * The venue guestbook's calls (docs/product.md#guestbook). The venue's calls go with an usher's token
 * when this device holds an usher session for the invitation, else with the owner's session (the
 * client's own token and renewal); the owner's settings calls always with the owner's.
 */

/** The localStorage key of this device's usher session (one at a time). */
export const USHER_SESSION_KEY = 'undangan.usher_session';

const storage = () => globalThis.localStorage as Storage | undefined;

/** This device's usher session: what POST /v1/guestbook/usher/session answered. */
export const usherSession = {
  read(): UsherSessionResult | null {
    try {
      const stored = JSON.parse(storage()?.getItem(USHER_SESSION_KEY) ?? 'null') as UsherSessionResult | null;
      if (!stored || Date.parse(stored.expires_at) <= Date.now()) return null;
      return stored;
    } catch {
      return null;
    }
  },
  /** The usher token for this invitation, if this device has one. */
  tokenFor(invitationId: string): string | null {
    const session = usherSession.read();
    return session?.invitation_id === invitationId ? session.token : null;
  },
  save(session: UsherSessionResult) {
    storage()?.setItem(USHER_SESSION_KEY, JSON.stringify(session));
  },
  clear() {
    storage()?.removeItem(USHER_SESSION_KEY);
  },
};

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
const id = encodeURIComponent;
const base = (invitationId: string) => `/v1/invitation/${id(invitationId)}/guestbook`;

/** A venue call: with the usher's token when this device has one for the invitation, else the owner's. */
async function venueCall<T>(invitationId: string, path: string, init: RequestInit = {}): Promise<T> {
  const usherToken = usherSession.tokenFor(invitationId);
  if (!usherToken) return api<T>(path, init);
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  headers.set('authorization', `Bearer ${usherToken}`);
  const response = await sendRequest(path, { ...init, headers });
  const body = await readAnswer<T, unknown>(response);
  if (!response.ok) throw failureOf(response, body);
  return body.data as T;
}

/** What an usher's device (or the owner's at the door) calls. */
export const venueCalls = {
  /** Trades an usher's code for an usher session (kept by the caller with usherSession.save). */
  signIn: (code: string) => api<UsherSessionResult>('/v1/guestbook/usher/session', json('POST', { code })),
  snapshot: (invitationId: string) => venueCall<VenueSnapshot>(invitationId, `${base(invitationId)}/venue`),
  counts: (invitationId: string) => venueCall<GuestbookCounts>(invitationId, `${base(invitationId)}/counts`),
  checkIn: (invitationId: string, payload: CheckInPayload) =>
    venueCall<CheckInResult>(invitationId, `${base(invitationId)}/check-in`, json('POST', payload)),
  walkIn: (invitationId: string, payload: WalkInPayload) =>
    venueCall<CheckInResult>(invitationId, `${base(invitationId)}/walk-in`, json('POST', payload)),
  undo: (invitationId: string, checkInId: string) =>
    venueCall<{ id: string }>(invitationId, `/v1/guestbook/check-in/${id(checkInId)}`, { method: 'DELETE' }),
  handOut: (invitationId: string, payload: SouvenirHandoutPayload) =>
    venueCall<SouvenirHandout>(invitationId, `${base(invitationId)}/souvenir-handout`, json('POST', payload)),
  recordEnvelope: (invitationId: string, payload: GuestEnvelopePayload) =>
    venueCall<GuestEnvelope | null>(invitationId, `${base(invitationId)}/envelope`, json('PUT', payload)),
  checkOut: (invitationId: string, checkInId: string, payload: CheckOutPayload) =>
    venueCall<CheckIn>(invitationId, `/v1/guestbook/check-in/${id(checkInId)}/check-out`, json('POST', payload)),
  undoCheckOut: (invitationId: string, checkInId: string) =>
    venueCall<CheckIn>(invitationId, `/v1/guestbook/check-in/${id(checkInId)}/check-out`, { method: 'DELETE' }),
  /** A single-use code shown again at the door, flagged (docs/product.md#guestbook). */
  flagCode: (invitationId: string, payload: DoorCodeFlagPayload) =>
    venueCall<DoorCodeFlag>(invitationId, `${base(invitationId)}/code-flag`, json('POST', payload)),
  /** The codes flagged so far, with the guests' names (what the owner reads). */
  codeFlags: (invitationId: string) => venueCall<DoorCodeFlag[]>(invitationId, `${base(invitationId)}/code-flag`),
  /** The hall display's report of its queue (docs/product.md#greeting-screen). */
  screenReport: (invitationId: string, payload: GreetingScreenReportPayload) =>
    venueCall<GreetingScreenReport>(invitationId, `${base(invitationId)}/screen-report`, json('PUT', payload)),
  /** The display's last report, or null: none yet. */
  lastScreenReport: (invitationId: string) =>
    venueCall<GreetingScreenReport | null>(invitationId, `${base(invitationId)}/screen-report`),
};

/**
 * The token a guestbook socket greets with at a (re)connection that may come hours after the page
 * opened: the usher's for the invitation, else the owner's access token renewed first when it has
 * expired (an access token lasts minutes; a counts call goes through the client's renewal).
 */
export async function freshGuestbookToken(invitationId: string): Promise<string | null> {
  const usherToken = usherSession.tokenFor(invitationId);
  if (usherToken) return usherToken;
  await venueCalls.counts(invitationId).catch(() => {});
  return tokens.access();
}

/** The owner's guestbook settings: tables, seating, souvenirs, ushers, the greeting screen. */
export const guestbookOwnerCalls = {
  /** The greeting screen's settings with their version (sent back by a save based on them). */
  settings: (invitationId: string) => apiWithMeta<GuestbookSettings, VersionMeta>(`${base(invitationId)}/settings`),
  saveSettings: (invitationId: string, settings: GuestbookSettings, basis?: WriteBasis) =>
    apiWithMeta<GuestbookSettings, VersionMeta>(
      `${base(invitationId)}/settings`,
      withBasis(json('PUT', settings), basis),
    ),
  /** The tables, with each one's version (sent back by a change or a removal of it). */
  tables: (invitationId: string) => apiWithMeta<GuestbookTable[], VenueRowVersions>(`${base(invitationId)}/table`),
  addTable: (invitationId: string, table: GuestbookTablePayload) =>
    api<GuestbookTable>(`${base(invitationId)}/table`, json('POST', table)),
  updateTable: (tableId: string, table: GuestbookTablePayload, basis?: WriteBasis) =>
    api<GuestbookTable>(`/v1/guestbook/table/${id(tableId)}`, withBasis(json('PUT', table), basis)),
  removeTable: (tableId: string, basis?: WriteBasis) =>
    api<{ id: string }>(`/v1/guestbook/table/${id(tableId)}`, withBasis({ method: 'DELETE' }, basis)),
  seat: (invitationId: string, seating: SeatingPayload) =>
    api<GuestbookTable[]>(`${base(invitationId)}/seating`, json('PUT', seating)),
  /** The souvenir kinds, with each one's version. */
  souvenirs: (invitationId: string) => apiWithMeta<Souvenir[], VenueRowVersions>(`${base(invitationId)}/souvenir`),
  addSouvenir: (invitationId: string, souvenir: SouvenirPayload) =>
    api<Souvenir>(`${base(invitationId)}/souvenir`, json('POST', souvenir)),
  updateSouvenir: (souvenirId: string, souvenir: SouvenirPayload, basis?: WriteBasis) =>
    api<Souvenir>(`/v1/guestbook/souvenir/${id(souvenirId)}`, withBasis(json('PUT', souvenir), basis)),
  removeSouvenir: (souvenirId: string, basis?: WriteBasis) =>
    api<{ id: string }>(`/v1/guestbook/souvenir/${id(souvenirId)}`, withBasis({ method: 'DELETE' }, basis)),
  ushers: (invitationId: string) => api<UsherAccess[]>(`${base(invitationId)}/usher`),
  addUsher: (invitationId: string, usher: UsherAccessPayload) =>
    api<UsherAccess>(`${base(invitationId)}/usher`, json('POST', usher)),
  revokeUsher: (usherId: string) => api<UsherAccess>(`/v1/guestbook/usher/${id(usherId)}`, { method: 'DELETE' }),
};
