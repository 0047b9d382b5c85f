import type { CheckIn } from '../../schemas/responses/guestbook';

/*
 * How the check-ins waiting on the hall's screen are made into greetings (docs/product.md#greeting-screen):
 * a VIP alone and before anyone else; a family or group (the same guest `group`, checked in within
 * GROUP_WINDOW_SECONDS of its first) as one greeting; and, while the queue is long, several arrivals
 * together, up to the layout's number of names. Pure: the greeting queue asks it at every step.
 */

/** A check-in as the greeting queue keeps it. */
export type QueuedCheckIn = Pick<CheckIn, 'id' | 'seq' | 'guest_name' | 'table_name'> & {
  /** When the usher checked the guest in (ms), never later than when the screen heard of it. */
  at: number;
  vip: boolean;
  /** The guest's group (a family, "Teman kantor"), or null. */
  group: string | null;
};

/** One greeting: the guests it names, in seq order; a VIP's names only them. */
export type PlannedGreeting = { checkIns: QueuedCheckIn[]; vip: boolean };

/** How close together (by their check-in times) a group's arrivals are greeted as one. */
export const GROUP_WINDOW_SECONDS = 60;
/**
 * How far behind the screen may fall: while more greetings wait, each is shortened so the one on
 * screen and those waiting fit in this time (never under the minimum each); when the waiting
 * greetings would not fit at the owner's seconds, arrivals are combined. The first screen, one name
 * at a time, shared out 30 s; 20 s with names combined keeps the rush's p95 delay near 20 s
 * (scripts/bench-greeting-rush.ts).
 */
export const CATCH_UP_SECONDS = 20;

/** The waiting check-ins as units greeted whole: each VIP alone, a group's close arrivals together, anyone else alone. */
function unitsOf(waiting: readonly QueuedCheckIn[]): QueuedCheckIn[][] {
  const units: QueuedCheckIn[][] = [];
  const taken = new Set<string>();
  for (const [index, first] of waiting.entries()) {
    if (taken.has(first.id)) continue;
    const unit = [first];
    if (!first.vip && first.group !== null) {
      for (const other of waiting.slice(index + 1)) {
        const together = Math.abs(other.at - first.at) <= GROUP_WINDOW_SECONDS * 1000;
        if (!taken.has(other.id) && !other.vip && other.group === first.group && together) {
          unit.push(other);
          taken.add(other.id);
        }
      }
    }
    units.push(unit);
  }
  return units;
}

/** A unit cut into pieces of at most `capacity` names (a family larger than the layout holds). */
function piecesOf(unit: QueuedCheckIn[], capacity: number): QueuedCheckIn[][] {
  const pieces: QueuedCheckIn[][] = [];
  for (let from = 0; from < unit.length; from += capacity) pieces.push(unit.slice(from, from + capacity));
  return pieces;
}

/**
 * The greetings the waiting check-ins make, in the order they are shown: the VIPs first, one by one;
 * then the others in seq order, a group's close arrivals together. When those would not fit in
 * `catchUpSeconds` at the owner's `seconds` each, consecutive ones are combined, up to `capacity`
 * names a greeting (a group is never split between two greetings unless it alone passes `capacity`).
 */
export function planGreetings(
  waiting: readonly QueuedCheckIn[],
  seconds: number,
  capacity: number,
  catchUpSeconds = CATCH_UP_SECONDS,
): PlannedGreeting[] {
  const units = unitsOf(waiting).flatMap((unit) => piecesOf(unit, Math.max(1, capacity)));
  const vips = units.filter(([first]) => first!.vip).map((checkIns) => ({ checkIns, vip: true }));
  const others = units.filter(([first]) => !first!.vip);
  const long = (vips.length + others.length) * seconds > catchUpSeconds;
  if (!long) return [...vips, ...others.map((checkIns) => ({ checkIns, vip: false }))];
  const combined: PlannedGreeting[] = [];
  let names: QueuedCheckIn[] = [];
  for (const unit of others) {
    if (names.length + unit.length > capacity) {
      combined.push({ checkIns: names, vip: false });
      names = [];
    }
    names = [...names, ...unit];
  }
  if (names.length) combined.push({ checkIns: names, vip: false });
  return [...vips, ...combined];
}
