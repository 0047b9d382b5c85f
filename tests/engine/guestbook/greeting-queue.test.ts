import { describe, expect, it } from 'vitest';
import {
  CATCH_UP_SECONDS,
  enqueue,
  greetingQueue,
  greetingSeconds,
  MIN_GREETING_SECONDS,
  step,
  type GreetingQueue,
} from '../../../engine/guestbook/greeting-queue';

const checkIn = (seq: number, name = `Tamu ${seq}`) => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  guest_name: name,
  table_name: seq % 2 ? `${seq}` : null,
});

/**
 * Runs the queue as the display does: every check-in heard at its time (ms), a step after each and
 * whenever the queue asks to be stepped again; what was greeted, when and for how long.
 */
function run(queue: GreetingQueue, heard: [number, ReturnType<typeof checkIn>][], seconds: number) {
  const greeted: { name: string; at: number; seconds: number }[] = [];
  let nextAt: number | null = null;
  const events = [...heard];
  const apply = (at: number) => {
    const result = step(queue, at, seconds);
    queue = result.queue;
    nextAt = result.nextAt;
    if (result.greet) greeted.push({ name: result.greet.checkIn.guest_name, at, seconds: result.greet.seconds });
  };
  for (;;) {
    const [upcoming] = events;
    if (upcoming && (nextAt === null || upcoming[0] <= nextAt)) {
      events.shift();
      queue = enqueue(queue, upcoming[1]);
      apply(upcoming[0]);
    } else if (nextAt !== null) {
      apply(nextAt);
    } else break;
  }
  return { greeted, queue };
}

describe('the greeting queue', () => {
  it("greets each check-in once, in seq order, for the owner's seconds while the queue is short", () => {
    const { greeted, queue } = run(
      greetingQueue(),
      [
        [0, checkIn(1, 'Budi')],
        [2_000, checkIn(2, 'Siti')],
        [30_000, checkIn(3, 'Agus')],
      ],
      10,
    );
    expect(greeted).toEqual([
      { name: 'Budi', at: 0, seconds: 10 },
      // Siti waited for Budi's ten seconds.
      { name: 'Siti', at: 10_000, seconds: 10 },
      { name: 'Agus', at: 30_000, seconds: 10 },
    ]);
    expect(queue.lastSeq).toBe(3);
    expect(queue.current).toBeNull();
  });

  it('ignores a check-in already greeted or waiting (the same id, or a seq at or below the last greeted)', () => {
    let queue = enqueue(greetingQueue(), checkIn(1));
    queue = enqueue(queue, checkIn(1));
    expect(queue.waiting).toHaveLength(1);
    const first = step(queue, 0, 10);
    expect(first.greet?.checkIn.seq).toBe(1);
    queue = first.queue;
    // Heard again on a reconnect: the same id, then an older seq.
    expect(enqueue(queue, checkIn(1))).toBe(queue);
    expect(enqueue(queue, { ...checkIn(0), id: 'another' })).toBe(queue);
    // A check-in undone before the screen greeted it is not greeted.
    expect(enqueue(queue, { ...checkIn(2), undone: true })).toBe(queue);
  });

  it('greets in seq order check-ins heard out of order while another is on screen', () => {
    const { greeted } = run(
      greetingQueue(),
      [
        [0, checkIn(1, 'Satu')],
        [1_000, checkIn(3, 'Tiga')],
        [1_000, checkIn(2, 'Dua')],
      ],
      5,
    );
    expect(greeted.map((g) => g.name)).toEqual(['Satu', 'Dua', 'Tiga']);
    const queue = [checkIn(3), checkIn(1), checkIn(2)].reduce(enqueue, greetingQueue());
    expect(queue.waiting.map((c) => c.seq)).toEqual([1, 2, 3]);
  });

  it('starts after the seq it remembers: a reload or reconnect catches up without greeting anyone twice', () => {
    const earlier = run(
      greetingQueue(),
      [1, 2, 3].map((seq) => [seq * 20_000, checkIn(seq)] as [number, ReturnType<typeof checkIn>]),
      10,
    );
    const remembered = earlier.queue.lastSeq;
    // The display reloads; the socket sends everything after what it remembered, and more besides.
    const heardAgain = [1, 2, 3, 4, 5].map((seq) => [100_000, checkIn(seq)] as [number, ReturnType<typeof checkIn>]);
    const { greeted } = run(greetingQueue(remembered), heardAgain, 10);
    expect(greeted.map((g) => g.name)).toEqual(['Tamu 4', 'Tamu 5']);
  });

  it('shortens the greetings when many arrive at once, so the screen never falls far behind', () => {
    const crowd = Array.from({ length: 20 }, (_, i) => [0, checkIn(i + 1)] as [number, ReturnType<typeof checkIn>]);
    const { greeted, queue } = run(greetingQueue(), crowd, 10);
    expect(greeted.map((g) => g.name)).toEqual(crowd.map(([, c]) => c.guest_name));
    expect(queue.lastSeq).toBe(20);
    // Each greeting stays at least the minimum and at most what the frame was told.
    const onScreen = greeted.slice(1).map((greeting, index) => greeting.at - greeted[index]!.at);
    for (const [index, ms] of onScreen.entries()) {
      expect(ms).toBeGreaterThanOrEqual(MIN_GREETING_SECONDS * 1000);
      expect(ms).toBeLessThanOrEqual(greeted[index]!.seconds * 1000);
    }
    // The first, on screen as the crowd came, is cut to the minimum; the last, with nobody behind,
    // gets the owner's full time.
    expect(onScreen[0]).toBe(MIN_GREETING_SECONDS * 1000);
    expect(greeted.at(-1)?.seconds).toBe(10);
    // Twenty at full time would take 200 s; shortened (3 s each while 9 or more wait, then longer as
    // the queue empties), the last is greeted well within half of it.
    expect(greeted.at(-1)?.at).toBe(81_000);
  });

  it('cuts the greeting on screen short when a crowd arrives behind it', () => {
    let queue = enqueue(greetingQueue(), checkIn(1));
    const first = step(queue, 0, 20);
    expect(first).toMatchObject({ greet: { seconds: 20 }, nextAt: 20_000 });
    queue = first.queue;
    for (let seq = 2; seq <= 10; seq += 1) queue = enqueue(queue, checkIn(seq));
    // Nine waiting: the one on screen keeps CATCH_UP_SECONDS / 10 = 3 s, so at 3 s the next comes.
    const early = step(queue, 1_000, 20);
    expect(early).toMatchObject({ greet: null, nextAt: 3_000 });
    expect(step(early.queue, 3_000, 20).greet?.checkIn.seq).toBe(2);
  });

  it('shares the catch-up time out between the greetings, within the minimum and the owner seconds', () => {
    expect(greetingSeconds(10, 0)).toBe(10);
    expect(greetingSeconds(10, 2)).toBe(10);
    expect(greetingSeconds(10, 3)).toBe(Math.floor(CATCH_UP_SECONDS / 4));
    expect(greetingSeconds(10, 50)).toBe(MIN_GREETING_SECONDS);
    expect(greetingSeconds(60, 0)).toBe(60);
    expect(greetingSeconds(60, 1)).toBe(CATCH_UP_SECONDS / 2);
    expect(greetingSeconds(3, 50)).toBe(3);
  });
});
