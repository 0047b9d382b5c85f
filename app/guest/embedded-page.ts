import type { QueryClient } from '@tanstack/react-query';
import { EMBEDDED_PAGE_ID } from '../../engine/chrome/painted-cover';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import { invitationPageQuery } from '../queries/invitation-queries';

type Embedded = { slug: string; guestCode: string | null; page: InvitationPage };

/**
 * Puts the page bundle the server embedded in the HTML (server/services/painted-cover.tsx) into the
 * query cache, once, when it is for this slug and guest link: the first screen then needs no API
 * call. The element is removed, so a later visit in the same tab asks the API.
 */
export function seedEmbeddedPage(client: QueryClient, slug: string, guestCode: string | null): void {
  const element = document.getElementById(EMBEDDED_PAGE_ID);
  if (!element) return;
  element.remove();
  let embedded: Embedded;
  try {
    embedded = JSON.parse(element.textContent ?? '') as Embedded;
  } catch {
    return;
  }
  if (embedded.slug !== slug || embedded.guestCode !== guestCode) return;
  client.setQueryData(invitationPageQuery(slug, guestCode).queryKey, embedded.page);
}
