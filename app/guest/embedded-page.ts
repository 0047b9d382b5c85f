import { EMBEDDED_PAGE_ID } from '../../engine/chrome/painted-cover';
import type { InvitationPage } from '../../schemas/invitation-page.schema';

type Embedded = { slug: string; guestCode: string | null; page: InvitationPage };

/**
 * The page bundle the server embedded in the HTML (server/services/public-page/painted-page.tsx), once, when it
 * is for this slug and guest link: the first screen then needs no API call. The element is removed,
 * so a later visit in the same tab asks the API.
 */
export function takeEmbeddedPage(slug: string, guestCode: string | null): InvitationPage | undefined {
  const element = document.getElementById(EMBEDDED_PAGE_ID);
  if (!element) return undefined;
  element.remove();
  let embedded: Embedded;
  try {
    embedded = JSON.parse(element.textContent ?? '') as Embedded;
  } catch {
    return undefined;
  }
  return embedded.slug === slug && embedded.guestCode === guestCode ? embedded.page : undefined;
}
