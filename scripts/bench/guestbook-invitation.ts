import type { UsherAccess, UsherSessionResult } from '../../schemas/responses/guestbook';
import type { OwnerGuest } from '../../schemas/responses/owner-guests';
import { apiData } from './api-call';

/**
 * For the benches: an owner, a luxury invitation with the guestbook on and `guestCount` guests, and
 * `devices` ushers' tokens, all made through the API at `base`.
 */
export async function guestbookInvitation(base: string, guestCount: number, devices: number) {
  const stamp = Date.now();
  const session = await apiData<{ access_token: string }>(base, 'POST', '/v1/auth/register', {
    name: 'Pemilik Bench',
    email: `bench-bukutamu-${stamp}@contoh.id`,
    password: 'kata-sandi-bench-kuat',
  });
  const owner = session.access_token;
  const invitation = await apiData<{ id: string }>(
    base,
    'POST',
    '/v1/invitation',
    {
      slug: `bench-bukutamu-${stamp}`,
      theme: 'floral-whimsy',
      use_multiple_event: false,
      use_guestbook: true,
      plan_code: 'luxury',
    },
    owner,
  );
  const id = invitation.id;
  const rows = Array.from({ length: guestCount }, (_, n) => ({ name: `Tamu Bench ${n + 1}`, group: `Meja ${n % 40}` }));
  for (let start = 0; start < rows.length; start += 500) {
    await apiData(base, 'POST', `/v1/invitation/${id}/guest/import`, { guests: rows.slice(start, start + 500) }, owner);
  }
  const guests = await apiData<OwnerGuest[]>(base, 'GET', `/v1/invitation/${id}/guest`, undefined, owner);
  if (guests.length !== guestCount) throw new Error(`expected ${guestCount} guests, the list has ${guests.length}`);
  const ushers: string[] = [];
  for (let d = 0; d < devices; d++) {
    const access = await apiData<UsherAccess>(
      base,
      'POST',
      `/v1/invitation/${id}/guestbook/usher`,
      { name: `Penerima ${d + 1}`, expires_at: new Date(Date.now() + 86_400_000).toISOString() },
      owner,
    );
    // Each usher's device from an address of its own (heard behind TRUST_PROXY): the trade is limited per client.
    const response = await fetch(`${base}/v1/guestbook/usher/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${d >> 8}.${d & 255}` },
      body: JSON.stringify({ code: access.code }),
    });
    if (!response.ok) throw new Error(`usher session: ${response.status} ${await response.text()}`);
    ushers.push(((await response.json()) as { data: UsherSessionResult }).data.token);
  }
  return { owner, invitationId: id, guestIds: guests.map((guest) => guest.id), ushers };
}
