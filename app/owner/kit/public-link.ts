/** The public address of an invitation (or version) with this slug, on the site the owner uses. */
export function publicLink(slug: string): string {
  return `${window.location.origin}/${slug}`;
}
