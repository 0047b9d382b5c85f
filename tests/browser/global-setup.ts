import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildApp, DEFAULT_STATIC_DIR } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { eq } from 'drizzle-orm';
import { guests, invitations, users } from '../../server/db/schema';
import { DEMO, seedDemo } from '../../server/db/seed';
import { storeSample } from '../server/invitation-sample';
import { freePort } from '../free-port';
import { seedManyWishes } from './many-wishes';

/** Builds the web app once (production build), serves it with the API on a seeded embedded database, on a free port. */
export default async function setup(project: TestProject) {
  // The build guests get: under Vitest NODE_ENV is 'test', which would give React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const database = await openDatabase({});
  const demo = await seedDemo(database.db);
  // Beside the published demo, the demo owner's draft and an invitation that expired yesterday.
  const [owner] = await database.db.select().from(users).where(eq(users.email, DEMO.email));
  for (const slug of ['draf-demo', 'lewat-demo']) await storeSample(database.db, owner!.id, slug);
  await database.db.update(invitations).set({ status: 'draft' }).where(eq(invitations.slug, 'draf-demo'));
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await database.db.update(invitations).set({ expired_at: yesterday }).where(eq(invitations.slug, 'lewat-demo'));
  const manyWishesSlug = await seedManyWishes(database.db);
  // A second published invitation with a guest of its own, for tests whose writes must leave the
  // demo's guest and gifts as they are (test files share this one server).
  const spare = await storeSample(database.db, owner!.id, 'coba-tulis');
  const [spareGuest] = await database.db
    .insert(guests)
    .values({ invitation_id: spare.invitation.id, name: 'Budi Santoso' })
    .returning();
  // The mails (a verification after each sign-up, resets) as files the tests read (mail-files.ts).
  const mailDir = mkdtempSync(join(tmpdir(), 'mail-'));
  // The links in them point at this server: its address is known before it listens.
  const port = await freePort();
  const app = await buildApp({
    db: database.db,
    publicUrl: `http://127.0.0.1:${port}`,
    mail: { from: 'Undangan Digital <halo@undangan.test>', dir: mailDir },
    notifications: database.notifications,
    jwtSecret: 'browser-test-secret-browser-test-secret',
    mediaDir: mkdtempSync(join(tmpdir(), 'media-')),
    staticDir: DEFAULT_STATIC_DIR,
    // Tests may name a client address of their own (owner-session.ts): owners registered by
    // several test files would otherwise share one address's budget of password calls.
    trustProxy: ['127.0.0.1'],
  });
  const address = await app.listen({ port, host: '127.0.0.1' });
  // The operator of the console's tests, and the cashiers who confirm transfers (owner-session.ts:
  // payForInvitation), as `npm run admin:create` makes them: several, since an account allows ten
  // password attempts in 15 minutes and many test files pay for an invitation.
  const operator = { name: 'Operator Uji', email: 'operator@undangan.test', password: 'Operator-Uji-2026!' };
  const cashiers = Array.from({ length: 8 }, (_, n) => ({
    name: `Kasir Uji ${n + 1}`,
    email: `kasir-${n + 1}@undangan.test`,
    password: 'Kasir-Uji-2026!',
  }));
  for (const [n, account] of [operator, ...cashiers].entries()) {
    const registered = await fetch(`${address}/v1/auth/register`, {
      method: 'POST',
      // An address each: one address has a budget of ten password calls a minute.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.99.0.${n + 1}` },
      body: JSON.stringify(account),
    });
    if (!registered.ok) throw new Error(`${account.email}: ${registered.status} ${await registered.text()}`);
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.email, account.email));
  }
  project.provide('baseUrl', address);
  project.provide('demoSlug', demo.slug);
  project.provide('demoGuestCode', demo.guestCode);
  project.provide('draftSlug', 'draf-demo');
  project.provide('expiredSlug', 'lewat-demo');
  project.provide('manyWishesSlug', manyWishesSlug);
  project.provide('spareSlug', 'coba-tulis');
  project.provide('spareGuestCode', spareGuest!.code);
  project.provide('mailDir', mailDir);
  project.provide('operator', { email: operator.email, password: operator.password });
  project.provide(
    'cashiers',
    cashiers.map(({ email, password }) => ({ email, password })),
  );
  return async () => {
    await app.close();
    await database.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** An operator's account (role admin): confirms transfer orders. */
    operator: { email: string; password: string };
    /** Operators' accounts (role admin) that confirm the tests' transfer orders (payForInvitation). */
    cashiers: { email: string; password: string }[];
    baseUrl: string;
    demoSlug: string;
    demoGuestCode: string;
    /** The demo owner's draft (demo@undangan.id) and an invitation that has expired. */
    draftSlug: string;
    expiredSlug: string;
    /** A published invitation with 45 wishes (many-wishes.ts). */
    manyWishesSlug: string;
    /** A published invitation and its guest for tests that write (RSVP, wishes, gift confirmations). */
    spareSlug: string;
    spareGuestCode: string;
    /** Where the server writes its mails (no SMTP server in these tests): tests/browser/mail-files.ts. */
    mailDir: string;
  }
}
