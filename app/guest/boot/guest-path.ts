import { RESERVED_SLUGS } from '../../../schemas/reserved-slugs';

/** A guest's page the light guest start serves: a published invitation, or a theme's demo. */
export type GuestPath =
  { kind: 'invitation'; slug: string; guestCode: string | null } | { kind: 'demo'; theme: string };

const RESERVED = new Set<string>(RESERVED_SLUGS);
/** One path segment, as the router's `:slug` takes it (no dot: `/favicon.svg` is a file). */
const SEGMENT = /^[^/.]+$/;

/**
 * The guest page `pathname` + `search` shows before the first tap, or null for every other page
 * (the router app's): `/<slug>` that is not the service's own (schemas/reserved-slugs.ts, the
 * owner's paths among them) and `/demo/<theme>`, but not `/demo`, a greeting screen
 * (`/<slug>/screen`) or the owner's preview (`?is_preview=true`).
 */
export function guestPathOf(pathname: string, search: string): GuestPath | null {
  const query = new URLSearchParams(search);
  if (query.get('is_preview') === 'true') return null;
  const segments = pathname.replace(/\/$/, '').split('/').slice(1).map(decodeSegment);
  if (segments.some((segment) => segment === null || !SEGMENT.test(segment))) return null;
  const [first = '', second] = segments as string[];
  if (segments.length === 2 && first === 'demo' && second) return { kind: 'demo', theme: second };
  if (segments.length === 1 && !RESERVED.has(first))
    return { kind: 'invitation', slug: first, guestCode: query.get('to') };
  return null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
