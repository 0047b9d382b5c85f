import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';

/** The rate-limit plugin's own stores (it exports no path to them, but its files are its API's). */
type StoreWithRead = FastifyRateLimitStore & {
  read: (key: string, callback: Callback, timeWindow: number, max: number) => void;
};
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type Ctor<Args extends unknown[]> = new (...args: Args) => StoreWithRead;
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as Ctor<[boolean, boolean, Redis, string]>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as Ctor<[boolean, boolean, number?]>;

type Shared = { away: () => boolean; failed: (error: Error) => void };

/**
 * Limits in Redis, shared by every server process, and in this process's memory while Redis does not
 * answer (docs/operations.md#redis): a request is never refused or failed because Redis is down. Once
 * a call to Redis has failed, every count goes to memory at once (not after ioredis's retries) until
 * Redis is ready again; the log says when it leaves and when it is back.
 */
class FallbackStore implements StoreWithRead {
  constructor(
    private readonly shared: Shared,
    private readonly inRedis: StoreWithRead,
    private readonly inMemory: StoreWithRead,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.use('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.use('read', key, callback, timeWindow, max);
  }

  private use(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    if (this.shared.away()) return this.inMemory[method](key, callback, timeWindow, max);
    this.inRedis[method](
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.shared.failed(error);
        this.inMemory[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FallbackStore {
    return new FallbackStore(
      this.shared,
      this.inRedis.child(routeOptions) as StoreWithRead,
      this.inMemory.child(routeOptions) as StoreWithRead,
    );
  }
}

/** The rate-limit plugin's `store`: FallbackStore on this Redis under `nameSpace`. */
export function redisWithFallbackStore(
  redis: Redis,
  nameSpace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  let down = false;
  const shared: Shared = {
    away: () => down && redis.status !== 'ready',
    failed: (error) => {
      if (!down)
        log.warn({ err: error }, 'Redis does not answer: rate limits are counted in this process until it is back');
      down = true;
    },
  };
  redis.on('ready', () => {
    if (down) log.info('Redis is back: rate limits are counted in Redis again');
    down = false;
  });
  return class {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      return new FallbackStore(
        shared,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
