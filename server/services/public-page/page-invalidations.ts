/**
 * Which reads may be kept: a read that started before an invalidation of what it read must not be
 * stored (it may hold what was there before the write). A read takes a mark when it starts
 * (`start`), asks `fresh(mark, keys)` before storing, and calls `end` when done; while no read runs,
 * the record of invalidated keys is forgotten, so it stays small.
 */
export class Invalidations {
  private count = 0;
  private clearedAt = 0;
  private readonly invalidatedAt = new Map<string, number>();
  private running = 0;

  /** A read starts: its mark. */
  start(): number {
    this.running += 1;
    return this.count;
  }

  /** A read ended (stored or not). */
  end(): void {
    this.running -= 1;
    if (this.running === 0) this.invalidatedAt.clear();
  }

  /** Whether nothing a read marked `mark` read of `keys` was invalidated since it started. */
  fresh(mark: number, keys: (string | null)[]): boolean {
    if (this.clearedAt > mark) return false;
    return keys.every((key) => key === null || (this.invalidatedAt.get(key) ?? 0) <= mark);
  }

  /** What `key` names changed. */
  invalidate(key: string): void {
    this.count += 1;
    this.invalidatedAt.set(key, this.count);
  }

  /** Anything may have changed. */
  invalidateAll(): void {
    this.count += 1;
    this.clearedAt = this.count;
    this.invalidatedAt.clear();
  }
}
