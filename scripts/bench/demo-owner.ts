/** The demo owner (server/db/seed.ts DEMO), signed in through the API, and the demo guest's link code. */
import { DEMO_GUEST_NAME } from '../../server/db/demo-guests';
import { DEMO } from '../../server/db/seed';

/** The token pair the sign-in answers. */
export type Tokens = { access_token: string; refresh_token: string };

async function data<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The demo owner's tokens, the demo invitation's id, and the code of the guest link the seed returns
 * (DEMO_GUEST_NAME's), through the API as the sign-in page and the guest list get them.
 */
export async function demoOwner(origin: string): Promise<{ tokens: Tokens; invitationId: string; guestCode: string }> {
  const tokens = await data<Tokens>(
    await fetch(`${origin}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
    }),
  );
  const authorization = { authorization: `Bearer ${tokens.access_token}` };
  const cards = await data<{ id: string; slug: string }[]>(
    await fetch(`${origin}/v1/user/my-invitation`, { headers: authorization }),
  );
  const invitation = cards.find((card) => card.slug === DEMO.slug);
  if (!invitation) throw new Error(`the demo owner has no invitation ${DEMO.slug}`);
  const query = new URLSearchParams({ q: DEMO_GUEST_NAME, pageSize: '1' });
  const [guest] = await data<{ code: string }[]>(
    await fetch(`${origin}/v1/invitation/${invitation.id}/guest?${query}`, { headers: authorization }),
  );
  if (!guest) throw new Error(`the demo invitation has no guest ${DEMO_GUEST_NAME}`);
  return { tokens, invitationId: invitation.id, guestCode: guest.code };
}
