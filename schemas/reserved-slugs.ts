/**
 * First path segments the service keeps for itself, so no invitation can take them as its slug: the
 * app's own pages and files, the API, its description and the areas still to come (sign-in, the
 * owner's dashboard, the venue guestbook). The public page's route and the slug rule of the
 * invitation requests both read this one list.
 */
export const RESERVED_SLUGS = [
  // the app's pages and files
  'demo',
  'assets',
  'media',
  'audio',
  'favicon',
  'robots',
  'sitemap',
  'well-known',
  // the API and its description
  'v1',
  'v2',
  'v3',
  'api',
  'docs',
  'openapi',
  'swagger',
  'documentation',
  // the owner's and the venue's areas
  'invitation',
  'login',
  'register',
  'logout',
  'auth',
  'account',
  'dashboard',
  'admin',
  'settings',
  'owner',
  'guestbook',
  'screen',
  'static',
] as const;

/** What an owner reads when the slug they chose is one of the service's own. */
export const RESERVED_SLUG_MESSAGE = 'Slug ini dipakai oleh sistem, pilih slug lain';
