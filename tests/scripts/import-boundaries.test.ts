import { RuleTester } from 'eslint';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { importBoundaries } from '../../scripts/eslint/import-boundaries.js';

/*
 * The import boundaries (scripts/eslint/import-boundaries.js) hold static and dynamic imports alike,
 * by the path an import resolves to: a sibling owner feature is refused, the kit is not, and the
 * route group app/guestbook is told apart from engine/guestbook.
 */

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const root = process.cwd();
const feature = { paths: ['app/guestbook/**', 'app/owner/guests/**'], packages: ['recharts'], because: 'uji' };
const inWishes = join(root, 'app/owner/wishes/wishes-panel.tsx');

tester.run('import-boundaries', importBoundaries, {
  valid: [
    { filename: inWishes, options: [feature], code: "import { a } from '../kit/guest-pager';" },
    { filename: inWishes, options: [feature], code: "import { a } from '../../../engine/guestbook/guest-qr';" },
    { filename: inWishes, options: [feature], code: "const m = import('./wish-card');" },
    { filename: inWishes, options: [feature], code: "import { a } from 'react';" },
  ],
  invalid: [
    {
      filename: inWishes,
      options: [feature],
      code: "import { a } from '../guests/guest-list';",
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: inWishes,
      options: [feature],
      code: "const m = import('../guests/guest-list');",
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: inWishes,
      options: [feature],
      code: 'const m = import(`../../guestbook/offline-shell`);',
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: inWishes,
      options: [feature],
      code: "export * from '../guests/guest-list';",
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: inWishes,
      options: [feature],
      code: "import { BarChart } from 'recharts';",
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: join(root, 'server/app.ts'),
      options: [{ paths: ['renderers/**', '!renderers/chrome/invitation-cover'] }],
      code: "import { a } from '../renderers/chrome/invitation-cover';\nimport { b } from '../renderers/sections/gift';",
      errors: [{ messageId: 'restricted', line: 2 }],
    },
  ],
});
