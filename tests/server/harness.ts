import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { users } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { embeddedTestDatabase } from './embedded-pool';

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL. */
async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/**
 * Where a test may keep a database that outlives one connection: when TEST_DATABASE_URL is set, a
 * new database on that PostgreSQL server, else a PGlite data folder; `remove` drops it.
 */
export async function scratchDatabase(): Promise<{ url?: string; dataDir?: string; remove: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-'));
    return { dataDir, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await admin(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), remove: () => admin(url, `DROP DATABASE IF EXISTS ${name}`) };
}

/**
 * A fresh, migrated database for one test file: the embedded PGlite in memory (reused from an earlier
 * file, emptied: tests/server/embedded-pool.ts), or, when TEST_DATABASE_URL is set, a new database on
 * that PostgreSQL server, dropped afterwards.
 */
export async function testDatabase(): Promise<DatabaseHandle> {
  if (!process.env.TEST_DATABASE_URL) return embeddedTestDatabase();
  const scratch = await scratchDatabase();
  const handle = await openDatabase({ url: scratch.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.remove();
    },
  };
}

export type TestServer = { app: FastifyInstance; database: DatabaseHandle; close: () => Promise<void> };

/** The API on a fresh database, for `app.inject` tests. */
export async function testServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const database = await testDatabase();
  const app = await testApp(database, options);
  return {
    ...app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another API process on a database a test already has (as several server processes share one
 * database); closing it leaves the database open.
 */
export async function testApp(database: DatabaseHandle, options: Partial<AppOptions> = {}): Promise<TestServer> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'media-'));
  const mailDir = mkdtempSync(join(tmpdir(), 'mail-'));
  const app = await buildApp({
    db: database.db,
    notifications: database.notifications,
    jwtSecret: 'test-secret-test-secret-test-secret',
    mediaDir,
    // Mails as files in a folder of the test's (tests of mail give an SMTP server).
    mail: { from: 'Uji <uji@contoh.id>', dir: mailDir },
    ...options,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      rmSync(mediaDir, { recursive: true, force: true });
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers an owner and returns the bearer header to act as them. Their e-mail counts as verified, as
 * after opening the mailed link (tests/server/account-mails.test.ts tests that link), unless `verified`
 * is false.
 */
export async function registerOwner(app: FastifyInstance, name = 'Pemilik', { verified = true } = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    payload: { name, email: `${randomUUID()}@contoh.id`, password: 'kata-sandi-kuat' },
    // Each owner from an address of their own: tests register more owners than one address may.
    remoteAddress: `127.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const { data } = response.json() as { data: { user: { id: string }; access_token: string; refresh_token: string } };
  if (verified) {
    await app.db.update(users).set({ email_verified_at: new Date().toISOString() }).where(eq(users.id, data.user.id));
  }
  return {
    user: data.user,
    refreshToken: data.refresh_token,
    headers: { authorization: `Bearer ${data.access_token}` },
  };
}

/** A stand-in for the built web app (`staticDir`): a temporary folder holding these files, by path. */
export function standInApp(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export type Owner = Awaited<ReturnType<typeof registerOwner>>;
export type Json = Record<string, unknown>;
/** What `callAs` takes after the app: method, url, who asks (their bearer header) and the JSON body. */
export type CallArgs = [
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: { headers: Record<string, string> },
  payload?: Json,
];

/** Asks the API as `who` (signed out without one), with a JSON body when given. */
export function callAs(app: FastifyInstance, ...[method, url, who, payload]: CallArgs) {
  return app.inject({ method, url, headers: who?.headers, payload });
}

/** The status, message and field errors of an error answer. */
export function failureOf(response: Awaited<ReturnType<typeof callAs>>) {
  const body = response.json() as { message: string; errors?: { field: string; message: string }[] };
  return { status: response.statusCode, message: body.message, errors: body.errors };
}

/** A test server on the seeded demo with two owners registered: `owner` (Raka) and `other`. */
export async function serverWithTwoOwners() {
  const server = await testServer();
  const db = server.database.db;
  await seedDemo(db);
  const owner = await registerOwner(server.app, 'Raka');
  const other = await registerOwner(server.app, 'Orang Lain');
  return { server, app: server.app, db, owner, other };
}
