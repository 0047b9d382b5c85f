import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';

/**
 * Works the jobs of one kind, one at a time: takes the next one (pg-boss's `fetch`, SKIP LOCKED, so
 * each job goes to one process), runs the handler, and records the outcome (`complete`, or `fail`, which
 * pg-boss turns into a later retry). Looks again at once after a job, else after `pollingIntervalSeconds`
 * or when woken (`wake`, after this process stored a job).
 *
 * Ours rather than pg-boss's `work`: pg-boss 10 records a job's outcome without waiting for it, so an
 * outcome that cannot be written (the database away) is an unhandled rejection, which ends a process
 * run with `--unhandled-rejections=throw`, and fails a test run. Here a write that fails is logged;
 * the job stays active until it expires (five minutes), and is then tried again.
 */
export class JobWorker {
  private stopped = false;
  /** A wake-up that came while the worker was not waiting (a fetch under way): the next wait is skipped. */
  private woken = false;
  private endPause: (() => void) | undefined;
  private readonly loop: Promise<void>;

  constructor(
    private readonly boss: PgBoss,
    private readonly kind: string,
    private readonly handler: (data: unknown) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly pollingIntervalSeconds: number,
  ) {
    this.loop = this.work();
  }

  /** Looks for a job now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.endPause?.();
  }

  /** Takes no more jobs; resolves once the one under way (if any) is done and recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.loop;
  }

  private async work(): Promise<void> {
    while (!this.stopped) {
      const job = await this.next();
      if (job) await this.run(job);
      else await this.pause();
    }
  }

  private async next(): Promise<PgBoss.Job<unknown> | undefined> {
    try {
      const [job] = await this.boss.fetch<unknown>(this.kind);
      return job;
    } catch (error) {
      this.log.warn({ err: error, job: { kind: this.kind } }, 'job queue: a poll failed');
      return undefined;
    }
  }

  private async run(job: PgBoss.Job<unknown>): Promise<void> {
    const { id } = job;
    try {
      await this.handler(job.data);
    } catch (error) {
      this.log.warn({ err: error, job: { id, kind: this.kind } }, 'job failed: it is tried again later');
      await this.record(
        () => this.boss.fail(this.kind, id, { message: String((error as Error)?.message ?? error) }),
        id,
      );
      return;
    }
    await this.record(() => this.boss.complete(this.kind, id), id);
  }

  private async record(write: () => Promise<void>, id: string): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.log.warn(
        { err: error, job: { id, kind: this.kind } },
        'job queue: an outcome was not recorded; the job is tried again when it expires',
      );
    }
  }

  /** Waits for the next poll, a wake-up or the stop. */
  private pause(): Promise<void> {
    if (this.stopped || this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.endPause?.(), this.pollingIntervalSeconds * 1000);
      this.endPause = () => {
        clearTimeout(timer);
        this.endPause = undefined;
        this.woken = false;
        resolve();
      };
    });
  }
}
