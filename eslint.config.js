import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROUTE_GROUPS = ['guest', 'owner', 'guestbook'];
/** What a part of the web app may not import: the server, and the route groups other than its own. */
const routeGroupsBut = (own) => [
  '**/server/**',
  ...ROUTE_GROUPS.filter((group) => group !== own).map((group) => `**/${group}/**`),
  // The engine's folder of the same name holds pure rules every part may use.
  '!**/engine/guestbook/**',
];
/** Libraries of the owner's and the venue's pages, never on the guest's. */
const OWNER_LIBRARIES = ['@rjsf/*', 'qr-scanner', 'papaparse', 'recharts', 'recharts/*', '@dnd-kit/*'];

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'shots/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Imports point one way: schemas <- engine <- renderers <- app (ARCHITECTURE.md).
    files: ['schemas/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/engine/**', '**/renderers/**', '**/app/**', '**/server/**'] },
      ],
    },
  },
  {
    files: ['engine/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/renderers/**', '**/app/**', '**/server/**'] }] },
  },
  {
    files: ['renderers/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/app/**', '**/server/**'] }] },
  },
  {
    // The server paints the cover with the app's own component, and nothing else of the look.
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/app/**',
            // Every renderer but the cover (the negations re-include its folder, then the one file).
            '**/renderers/*',
            '!**/renderers/chrome',
            '**/renderers/chrome/*',
            '!**/renderers/chrome/invitation-cover',
          ],
        },
      ],
    },
  },
  { files: ['app/**'], rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] } },
  // The web app's route groups never import each other. The guest's page stays light: no owner or
  // venue code, no form generator, scanner, CSV, chart or drag-and-drop library.
  {
    files: ['app/guest/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...routeGroupsBut('guest'), '**/auth/**', '**/forms/**', ...OWNER_LIBRARIES],
        },
      ],
    },
  },
  { files: ['app/owner/**'], rules: { 'no-restricted-imports': ['error', { patterns: routeGroupsBut('owner') }] } },
  {
    files: ['app/guestbook/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: routeGroupsBut('guestbook') }] },
  },
  {
    // Shared pieces of the app serve every route group and import none of them; the ones the guest's
    // page loads too (API client, queries, the kit) carry no owner library either.
    files: ['app/api/**', 'app/queries/**', 'app/ui/**', 'app/auth/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...routeGroupsBut(null), ...OWNER_LIBRARIES] }] },
  },
  { files: ['app/forms/**'], rules: { 'no-restricted-imports': ['error', { patterns: routeGroupsBut(null) }] } },
);
