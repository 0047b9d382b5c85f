import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Database, NotificationSource } from '../db/database';

/** Told of a channel's notifications, and of whether they reach this process at all. */
export type NotificationHandler = {
  /** A notification's payload ('' for none). */
  notified: (payload: string) => void;
  /**
   * The channel is listened to now (true: after every (re)connection, so a caller that keeps what
   * notifications invalidate drops it, as some may have been missed) or no longer (false).
   */
  listening?: (listening: boolean) => void;
};

/** PostgreSQL's LISTEN/NOTIFY for the app (`app.notifications`), on either database. */
export type DbNotifications = {
  /** Calls `handler` for each notification on `channel` (letters, digits, _); returns the unsubscribe. */
  listen: (channel: string, handler: NotificationHandler) => () => void;
  /** Whether this process receives `channel`'s notifications now: LISTEN confirmed and its connection up. */
  listening: (channel: string) => boolean;
  /** Sends a notification to every listener of `channel` in every process (after the transaction commits). */
  notify: (channel: string, payload: string) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    notifications: DbNotifications;
  }
}

/** The longest pause between attempts to reconnect a lost PostgreSQL listener. */
const MAX_RECONNECT_DELAY_MS = 5_000;
const FIRST_RECONNECT_DELAY_MS = 100;
/**
 * How often the listening connection is asked a `select 1`, and how long its answer is waited for:
 * a connection whose server is gone without a word (a network cut, a frozen host) is noticed within
 * seconds, as lost, instead of seeming to listen while nothing arrives.
 */
const LISTENER_HEARTBEAT_MS = 5_000;
const LISTENER_ANSWER_MS = 3_000;
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/** Where notifications come from: subscribes channels, tells `up`/`down` per channel. */
type Transport = {
  subscribe: (channel: string) => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};
type Dispatch = { notified: (channel: string, payload: string) => void; state: (channel: string, up: boolean) => void };

/** PGlite's own listeners, in this process: up once its LISTEN ran, never down. */
function pgliteTransport(client: PGlite, dispatch: Dispatch): Transport {
  const unsubscribes: Promise<() => Promise<void>>[] = [];
  let started = false;
  const channels = new Set<string>();
  const subscribe = (channel: string) => {
    const unsubscribe = client.listen(channel, (payload) => dispatch.notified(channel, payload));
    unsubscribes.push(unsubscribe);
    void unsubscribe.then(() => dispatch.state(channel, true));
  };
  return {
    subscribe: (channel) => {
      channels.add(channel);
      if (started) subscribe(channel);
    },
    start: async () => {
      started = true;
      channels.forEach(subscribe);
      await Promise.all(unsubscribes);
    },
    stop: async () => {
      const all = await Promise.all(unsubscribes);
      await Promise.all(all.map((unsubscribe) => unsubscribe().catch(() => undefined)));
    },
  };
}

/**
 * A `pg` connection of its own doing LISTEN; when it drops (or stops answering its heartbeat), every
 * channel is down and it reconnects with a growing pause (to MAX_RECONNECT_DELAY_MS), LISTENs again
 * and tells each channel it is up. Its errors never end the process.
 */
function postgresTransport(url: string, dispatch: Dispatch): Transport {
  const channels = new Set<string>();
  const confirmed = new Set<string>();
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = FIRST_RECONNECT_DELAY_MS;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  // Every channel's LISTEN in one statement, then each is told it is up.
  const listenOn = async (on: pg.Client, names: string[]) => {
    if (names.length === 0) return;
    await on.query(names.map((channel) => `LISTEN "${channel}"`).join('; '));
    if (client !== on) return;
    const added = names.filter((channel) => !confirmed.has(channel));
    added.forEach((channel) => confirmed.add(channel));
    added.forEach((channel) => dispatch.state(channel, true));
  };
  const lost = (on: pg.Client) => {
    if (client !== on) return;
    client = undefined;
    clearInterval(heartbeat);
    void on.end().catch(() => undefined);
    for (const channel of confirmed) dispatch.state(channel, false);
    confirmed.clear();
    if (stopped) return;
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
  };
  const connect = async () => {
    const on = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 2_000,
      query_timeout: LISTENER_ANSWER_MS,
      keepAlive: true,
    });
    client = on;
    on.on('notification', ({ channel, payload }) => dispatch.notified(channel, payload ?? ''));
    on.on('error', () => lost(on));
    on.on('end', () => lost(on));
    try {
      await on.connect();
      await listenOn(on, [...channels]);
      delay = FIRST_RECONNECT_DELAY_MS;
      if (client !== on) return;
      heartbeat = setInterval(() => void on.query('select 1').catch(() => lost(on)), LISTENER_HEARTBEAT_MS);
      heartbeat.unref();
    } catch {
      lost(on);
    }
  };
  return {
    subscribe: (channel) => {
      channels.add(channel);
      if (client) void listenOn(client, [channel]).catch(() => undefined);
    },
    start: connect,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(heartbeat);
      const on = client;
      client = undefined;
      confirmed.clear();
      await on?.end().catch(() => undefined);
    },
  };
}

/** The service over a transport (none: never listening, so callers always take their fallback). */
function createNotifications(db: Database, source: NotificationSource | undefined) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const up = new Set<string>();
  const dispatch: Dispatch = {
    notified: (channel, payload) => handlers.get(channel)?.forEach((handler) => handler.notified(payload)),
    state: (channel, listening) => {
      if (listening) up.add(channel);
      else up.delete(channel);
      handlers.get(channel)?.forEach((handler) => handler.listening?.(listening));
    },
  };
  const transport =
    source?.kind === 'postgres'
      ? postgresTransport(source.url, dispatch)
      : source?.kind === 'pglite'
        ? pgliteTransport(source.client, dispatch)
        : undefined;
  const notifications: DbNotifications = {
    listen: (channel, handler) => {
      if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        transport?.subscribe(channel);
      }
      set.add(handler);
      return () => set.delete(handler);
    },
    listening: (channel) => up.has(channel),
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  };
  return { notifications, transport };
}

export type DbNotificationsOptions = { db: Database; source?: NotificationSource };

/**
 * `app.notifications`: LISTEN/NOTIFY on PostgreSQL (a connection of its own, reconnecting) or on
 * PGlite (its own listeners). Listening starts when the app is ready (the first attempt awaited, so
 * channels subscribed while registering are up by then) and ends when it closes.
 */
export const dbNotificationsPlugin = fp(
  async (app: FastifyInstance, { db, source }: DbNotificationsOptions) => {
    const { notifications, transport } = createNotifications(db, source);
    app.decorate('notifications', notifications);
    if (!transport) return;
    app.addHook('onReady', () => transport.start());
    app.addHook('onClose', () => transport.stop());
  },
  { name: 'db-notifications' },
);
