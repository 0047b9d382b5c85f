import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import { PAGE_CHANGED } from '../../server/services/public-page/page-cache';
import { callAs, standInApp, testApp, testServer, type Owner, type TestServer } from './harness';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples } from './invitation-sample';
import { eventually } from './eventually';
import { dropListener } from './listener-drop';
import { countQueries } from './query-counter';

/**
 * Two server processes on one database (two apps, as two processes would be): a write through A
 * reaches B's page cache through the database's notifications; when B's listener connection drops
 * (PostgreSQL only) B checks page versions again, and listens again once reconnected.
 */

const dist = standInApp({ 'index.html': '<!doctype html><html><head></head><body></body></html>' });
let a: TestServer;
let b: TestServer;
let owner: Owner;
let openingId: string;

beforeAll(async () => {
  a = await testServer({ staticDir: dist });
  ({ owner } = await twoOwnersWithSamples(a));
  b = await testApp(a.database, { staticDir: dist });
  await b.app.ready();
  const sections = (await callAs(a.app, 'GET', `/v1/invitation/section?invitation_id=${ROOT}`, owner)).json().data as {
    id: string;
    slug: string;
  }[];
  openingId = sections.find((row) => row.slug === 'opening')!.id;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await b.close();
  await a.close();
});

/** The opening section's title on B's page of `raka`. */
const titleOnB = async () => {
  const response = await b.app.inject('/v1/invitation/slug/raka/page');
  return (response.json() as { data: InvitationPage }).data.sections.find((s) => s.slug === 'opening')?.title;
};
/** Saves the opening section's title through A. */
const saveTitleThroughA = async (title: string) => {
  const response = await callAs(a.app, 'PUT', `/v1/invitation/section/${openingId}`, owner, { title });
  expect(response.statusCode, response.body).toBe(200);
};
/** The queries `run` makes on the shared database. */
const queriesOf = async (run: () => Promise<unknown>) => {
  const counter = countQueries(a.database.db);
  try {
    await run();
    return counter.count();
  } finally {
    counter.stop();
  }
};

describe('the page cache across processes', () => {
  it('serves B’s kept page with no query, and the page A saved within moments', async () => {
    await titleOnB();
    expect(await queriesOf(titleOnB)).toBe(0);
    await saveTitleThroughA('Disimpan di A');
    await eventually(async () => expect(await titleOnB()).toBe('Disimpan di A'));
    expect(await queriesOf(titleOnB)).toBe(0);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'checks versions while B’s listener is down, stays right, and listens again after reconnecting',
    async () => {
      const dropped = await dropListener(b.app, a.database.db, PAGE_CHANGED);
      expect(dropped.listening).toBe(false);
      // Down: a kept page costs its version check again.
      expect(await queriesOf(titleOnB)).toBe(1);
      await saveTitleThroughA('Saat Terputus');
      expect(await titleOnB()).toBe('Saat Terputus');
      expect(await dropped.listeningAgain).toBe(true);
      expect(b.app.notifications.listening(PAGE_CHANGED)).toBe(true);

      await titleOnB();
      expect(await queriesOf(titleOnB)).toBe(0);
      await saveTitleThroughA('Setelah Tersambung');
      await eventually(async () => expect(await titleOnB()).toBe('Setelah Tersambung'));
      dropped.stop();
    },
  );
});
