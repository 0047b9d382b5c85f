import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/eslint/import-boundaries.js';

/*
 * Imports point one way (ARCHITECTURE.md, docs/architecture.md): schemas <- engine <- renderers <- app;
 * the server uses schemas and the pure engine. Every boundary below is checked on static and dynamic
 * imports alike (scripts/eslint/import-boundaries.js), by the path an import resolves to. A file gets
 * the last block that names it: each block lists everything its files may not import.
 */

const ROUTE_GROUPS = ['guest', 'owner', 'guestbook', 'home', 'admin', 'studio'];
/** The web app's route groups other than `own`, and the server: what a part of the web app may not import. */
const routeGroupsBut = (own) => [
  'server/**',
  ...ROUTE_GROUPS.filter((group) => group !== own).map((group) => `app/${group}/**`),
];
/** Libraries of the owner's and the venue's pages, never on the guest's. */
const OWNER_LIBRARIES = ['@rjsf/*', 'qr-scanner', 'papaparse', 'recharts', 'recharts/*', '@dnd-kit/*'];

/**
 * The owner's area (app/owner/README.md): a feature folder imports only kit/, the table of pages,
 * app/{api,queries,ui,forms,auth} and the lower floors, never a sibling feature; kit/ imports no
 * feature; pages/ (the pages that put several features side by side) and the shell import features
 * only as their pages.
 */
const OWNER_FEATURES = [
  'account',
  'dashboard',
  'gift-confirmations',
  'guests',
  'invitations',
  'orders',
  'rsvp-results',
  'sections',
  'settings',
  'venue-settings',
  'wishes',
];
const OWNER_FRAME = ['app/owner/pages/**', 'app/owner/shell/**', 'app/owner/owner-routes*'];
const ownerFeatureBut = (own) => [
  ...routeGroupsBut('owner'),
  ...OWNER_FRAME,
  ...OWNER_FEATURES.filter((feature) => feature !== own).map((feature) => `app/owner/${feature}/**`),
];

/** The rule with these paths and packages forbidden, and why. */
const boundary = (files, paths, because, packages = []) => ({
  files,
  rules: { 'local/import-boundaries': ['error', { paths, packages, because }] },
});

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'shots/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { plugins: { local: { rules: { 'import-boundaries': importBoundaries } } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  boundary(
    ['schemas/**'],
    ['engine/**', 'renderers/**', 'app/**', 'server/**'],
    'schemas/ are the contracts and import nothing above them',
  ),
  boundary(['engine/**'], ['renderers/**', 'app/**', 'server/**'], 'the engine serves the renderers and the app'),
  boundary(['renderers/**'], ['app/**', 'server/**'], 'renderers are the look, below the app'),
  // The server paints the cover with the app's own component, and nothing else of the look; and it
  // renders the home page (app/home/), which it sends as HTML without a script.
  boundary(
    ['server/**'],
    ['app/**', '!app/home/**', 'renderers/**', '!renderers/chrome/invitation-cover'],
    'the server uses schemas and the pure engine (and the cover and the home page it renders)',
  ),
  // Tooling (benchmarks, the build's plugins, the theme checker) reads the app only through its data.
  boundary(
    ['scripts/**'],
    ['app/**', '!app/owner/owner-pages', '!app/api/tokens'],
    'scripts read the web app only through its data (the table of owner pages, the token keys)',
  ),
  boundary(['app/**'], ['server/**'], 'the web app talks to the server through the API only'),
  // The web app's route groups never import each other. The guest's page stays light: no owner or
  // venue code, no form generator, scanner, CSV, chart or drag-and-drop library.
  boundary(
    ['app/guest/**'],
    [...routeGroupsBut('guest'), 'app/auth/**', 'app/forms/**'],
    "the guest's page loads no other route group, sign-in or form generator",
    OWNER_LIBRARIES,
  ),
  // The home page is rendered on the server and sent without a script: no other route group, no API
  // client or query, no sign-in, no form generator, no owner library; app/ui's brand mark is its one
  // shared piece.
  boundary(
    ['app/home/**'],
    [
      ...routeGroupsBut('home'),
      'app/api/**',
      'app/queries/**',
      'app/auth/**',
      'app/forms/**',
      'app/ui/**',
      '!app/ui/brand-mark',
      'renderers/**',
    ],
    'the home page is static HTML from the server: its own components and the brand mark only',
    [...OWNER_LIBRARIES, 'react-router', '@tanstack/*', 'xstate', '@xstate/*'],
  ),
  boundary(['app/owner/**'], routeGroupsBut('owner'), 'route groups never import each other'),
  ...OWNER_FEATURES.map((feature) =>
    boundary(
      [`app/owner/${feature}/**`],
      ownerFeatureBut(feature),
      'an owner feature imports kit/, never a sibling feature',
    ),
  ),
  boundary(
    ['app/owner/kit/**'],
    [...routeGroupsBut('owner'), ...OWNER_FRAME, ...OWNER_FEATURES.map((feature) => `app/owner/${feature}/**`)],
    'kit/ is what features share: it imports none of them',
  ),
  boundary(['app/guestbook/**'], routeGroupsBut('guestbook'), 'route groups never import each other'),
  boundary(['app/admin/**'], routeGroupsBut('admin'), 'route groups never import each other'),
  // The theme studio (development only): its preview frame is the guest's, reached by its address.
  boundary(['app/studio/**'], routeGroupsBut('studio'), 'route groups never import each other'),
  // Shared pieces of the app serve every route group and import none of them; the ones the guest's
  // page loads too (API client, queries, the kit) carry no owner library either.
  boundary(
    ['app/api/**', 'app/queries/**', 'app/ui/**', 'app/auth/**'],
    routeGroupsBut(null),
    'shared pieces of the app import no route group',
    OWNER_LIBRARIES,
  ),
  boundary(['app/forms/**'], routeGroupsBut(null), 'shared pieces of the app import no route group'),
);
