import type { CheckIn, GuestbookCounts } from '../../../schemas/responses/guestbook';

/** What the hub reads of a guestbook (server/services/guestbook/*, bound to the database). */
export type GuestbookFeed = {
  /** The live check-ins with seq > `since`, ascending, at most `limit`. */
  checkInsSince: (rootId: string, since: number, limit: number) => Promise<CheckIn[]>;
  counts: (rootId: string) => Promise<GuestbookCounts>;
  /** The latest check-in's seq (0: none). */
  latestSeq: (rootId: string) => Promise<number>;
  /**
   * A seq up to which every check-in is committed or never will be, read before the check-ins
   * (hub-settled.ts); those above it wait for the next read. None: every seq is (a database
   * of one connection, PGlite, commits in seq order).
   */
  settledSeq?: () => Promise<number>;
};

/**
 * What a read of a room found: the live check-ins after `from` (up to `settled`), the counts and the
 * latest seq.
 */
export type RoomRead = { from: number; rows: CheckIn[]; counts: GuestbookCounts; latest: number; settled: number };

/** Every live check-in after `since`, page after page. */
async function allSince(feed: GuestbookFeed, rootId: string, since: number, pageSize: number) {
  const all: CheckIn[] = [];
  for (let from = since; ;) {
    const page = await feed.checkInsSince(rootId, from, pageSize);
    all.push(...page);
    if (page.length < pageSize) return all;
    from = page[page.length - 1]!.seq;
  }
}

/**
 * One read for a room's sockets: the check-ins after the smallest of `readersSeqs` (none when no
 * socket is sent check-ins), the counts, and the latest seq when sockets join (`joining`). The feed's
 * settled seq is read first: a check-in committed after the read, with a lower seq than one read, is
 * not skipped, for only those up to it are kept.
 */
export async function readRoom(
  feed: GuestbookFeed,
  rootId: string,
  readersSeqs: number[],
  joining: boolean,
  pageSize: number,
): Promise<RoomRead> {
  const from = Math.min(...readersSeqs);
  const settled = feed.settledSeq ? await feed.settledSeq() : Infinity;
  const [read, counts, latest] = await Promise.all([
    readersSeqs.length ? allSince(feed, rootId, from, pageSize) : [],
    feed.counts(rootId),
    joining ? feed.latestSeq(rootId) : 0,
  ]);
  return { from, rows: read.filter((row) => row.seq <= settled), counts, latest, settled };
}
