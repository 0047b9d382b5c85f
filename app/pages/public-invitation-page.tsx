import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import { api, ApiError } from '../api/client';
import { loadTheme } from '../themes/load-theme';
import { ThemedInvitation } from './themed-invitation';

/** The public invitation: one API call for the page (with the guest of a `?to=` link), then its theme. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const guestCode = new URL(request.url).searchParams.get('to');
  const query = guestCode ? `?to=${encodeURIComponent(guestCode)}` : '';
  let page: InvitationPage;
  try {
    page = await api<InvitationPage>(`/v1/invitation/slug/${encodeURIComponent(params.slug ?? '')}/page${query}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data('Undangan tidak ditemukan', { status: 404 });
    throw error;
  }
  const manifest = await loadTheme(page.invitation.theme);
  if (!manifest) throw data('Tema tidak ditemukan', { status: 404 });
  return { manifest, page, now: Date.now() };
}

export function Component() {
  const { manifest, page, now } = useLoaderData<typeof loader>();
  return <ThemedInvitation manifest={manifest} page={page} now={now} />;
}
