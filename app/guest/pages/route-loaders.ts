import { data } from 'react-router';
import { invitationPageQuery } from '../../queries/invitation-queries';
import { queryClient } from '../../queries/query-client';
import { takeEmbeddedPage } from '../embedded-page';
import { loadDemoInvitation, loadPublicInvitation, PageLoadError } from './invitation-loaders';

/** A loader's PageLoadError as the router's error response (its status for RouteErrorPage). */
async function asRouteLoad<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof PageLoadError) throw data(error.message, { status: error.status });
    throw error;
  }
}

/** Puts the page the server embedded for this slug and guest link into the query cache, once. */
export function seedEmbeddedPage(slug: string, guestCode: string | null): void {
  const page = takeEmbeddedPage(slug, guestCode);
  if (page) queryClient.setQueryData(invitationPageQuery(slug, guestCode).queryKey, page);
}

/** The router's demo loader: loadDemoInvitation, its 404 as the router's. */
export const routeDemoInvitation = (themeSlug: string) => asRouteLoad(loadDemoInvitation(themeSlug));

/** The router's public loader: loadPublicInvitation through the query cache (seeded from the HTML). */
export function routePublicInvitation(slug: string, guestCode: string | null) {
  seedEmbeddedPage(slug, guestCode);
  return asRouteLoad(loadPublicInvitation(() => queryClient.ensureQueryData(invitationPageQuery(slug, guestCode))));
}
