import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { validatePayload, validatorFor, withoutBlankStrings } from '../../engine/validation/validate-payload';
import { INT4_MAX, SEQ_MAX, UUID_PATTERN } from '../../schemas/limits';
import {
  guestbookHelloSchema,
  guestbookServerMessageSchema,
  type GuestbookServerMessage,
} from '../../schemas/realtime/guestbook-messages';
import { checkIns, guestbookUshers, guests, souvenirHandouts } from '../../server/db/schema';
import { pathOfNul } from '../../server/http/nul-characters';
import { latestSeq } from '../../server/services/guestbook/check-in-view';
import { okData } from './guest-sample';
import { checkInBody, guestbookPath, signedInUsher } from './guestbook-fixture';
import { guestbookClient, socketUrl } from './guestbook-socket-client';
import { guestbookSocketSample } from './guestbook-socket-sample';
import { callAs, registerOwner, testServer, type TestServer } from './harness';
import { SETUP_TIMEOUT } from './invitation-sample';
import { seededRandom } from './seeded-random';

/**
 * A fuzz test of the guestbook's websocket (schemas/realtime/guestbook-messages.ts), as
 * schema-fuzz.test.ts is of the HTTP routes: hellos built from the hello schema's own properties,
 * some valid, most hostile (numbers past the seq column or not whole, texts past their length or
 * holding U+0000, blank, deep nesting, unknown or missing fields, frames that are not JSON, binary
 * or too large), with real and foreign tokens and invitations, each through a real socket. A hello
 * outside the schema is closed 4400 with an Indonesian `refused`, before any query; a valid one is
 * answered `ready` (or refused 4401/4403/4404 as the REST calls would); none is a server failure
 * (1011), every message the server sends fits the server message schema, nothing is stored and the
 * server keeps serving. Then the ids made on usher devices (check-in, walk-in, souvenir handout):
 * anything but a UUID is a 400 and never stored, a UUID is stored and reaches the open sockets. The
 * seed is fixed (FUZZ_SEED changes it) so a failure can be replayed.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_201);
const HELLOS = 240;
/** The socket's largest message (the hub's maxPayload): a larger frame is closed 1009 by the websocket itself. */
const MAX_FRAME = 16 * 1024;
const BAD_INPUT = 4400;
const REFUSED_CODES = [4401, 4403, 4404];
/** An English word ajv or Fastify would use: a message a person reads must not have one. */
const ENGLISH = /\b(must|should|invalid|error|unexpected|failed|required|property|exceeded)\b/i;

const random = seededRandom(SEED);
const validMessage = validatorFor(guestbookServerMessageSchema);
const uuid = new RegExp(UUID_PATTERN);

let server: TestServer;
let sample: Awaited<ReturnType<typeof guestbookSocketSample>>;
/** Tokens by what they may open: the owner's and an usher's open `gb`; the others open nothing of it. */
const tokens = { owner: '', usher: '', stranger: '', garbage: ['bukan-token', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30.'] };
/** Invitations by what a hello for them gets: `gb` opens; the others are refused (403, 404). */
const invitations = { ours: '', refused: ['gb-lain-invitation', 'gb-mediaval-invitation', 'tidak-ada', 'x'] };
let nextGuest = 0;
const freshGuest = () => sample.guestIds[nextGuest++]!;

const tableCounts = async () => {
  const db = server.database.db;
  const rows = async (table: typeof checkIns | typeof guests | typeof souvenirHandouts | typeof guestbookUshers) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    checkIns: await rows(checkIns),
    guests: await rows(guests),
    handouts: await rows(souvenirHandouts),
    ushers: await rows(guestbookUshers),
  };
};

beforeAll(async () => {
  server = await testServer();
  sample = await guestbookSocketSample(server, 80);
  tokens.owner = sample.token;
  tokens.usher = (await signedInUsher(server.app, sample.owner, sample.invitationId, 'Rina')).session.token;
  tokens.stranger = (await registerOwner(server.app, 'Orang Asing')).headers.authorization.slice('Bearer '.length);
  invitations.ours = sample.invitationId;
  for (let n = 0; n < 6; n++) {
    await callAs(
      server.app,
      'POST',
      guestbookPath(sample.invitationId, 'check-in'),
      sample.owner,
      checkInBody(freshGuest()),
    );
  }
  await server.app.listen({ port: 0, host: '127.0.0.1' });
}, SETUP_TIMEOUT);
afterAll(() => server.close());

type Outcome = { messages: GuestbookServerMessage[]; code: number };

/** Opens a socket, sends `frame` as its first message (a Buffer as a binary frame), closes it at `ready`; how it ended. */
function greetWith(frame: string | Buffer): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(server.app));
    const messages: GuestbookServerMessage[] = [];
    const guard = setTimeout(() => {
      socket.terminate();
      reject(new Error(`no answer to ${String(frame).slice(0, 200)}`));
    }, 15_000);
    socket.on('open', () => socket.send(frame));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as GuestbookServerMessage;
      messages.push(message);
      if (message.type === 'ready') socket.close(1000);
    });
    socket.on('close', (code) => {
      clearTimeout(guard);
      resolve({ messages, code });
    });
    socket.on('error', () => {});
  });
}

/** Whether the server must take the frame as a hello: JSON, no U+0000, within the schema (blank texts as missing). */
function isHello(frame: string | Buffer): frame is string {
  if (typeof frame !== 'string') return false;
  let parsed: unknown;
  try {
    parsed = withoutBlankStrings(JSON.parse(frame));
  } catch {
    return false;
  }
  return pathOfNul(parsed) === undefined && validatePayload(guestbookHelloSchema, parsed).ok;
}

const HOSTILE_NUMBERS = [
  1e300,
  -1e300,
  -1,
  0.5,
  SEQ_MAX + 1,
  2 ** 63,
  Number.MAX_VALUE,
  '7',
  null,
  true,
  [],
  { seq: 1 },
];
/** Number texts JSON.stringify cannot write: past a double, past a bigint. */
const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '9223372036854775808',
  '9223372036854775807',
  '18446744073709551616',
  '1.0e2',
  '-0',
];
const HOSTILE_TEXTS = [
  'a\u0000b',
  '\u0000',
  '   ',
  '\u00a0\t\n',
  '\ud800',
  "'; DROP TABLE check_ins; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '😀'.repeat(60),
  '%00',
];
/** A JSON text of lists nested `depth` deep (as text: JSON.stringify of a deep value runs out of stack). */
const deepText = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deep = (depth: number) => JSON.parse(deepText(depth)) as unknown;

type Json = Record<string, unknown>;
type Property = { type?: string; const?: unknown; minimum?: number; maximum?: number; maxLength?: number };

/** A value for one of the hello's properties: mostly one it allows, sometimes one it forbids. */
function valueFor(name: string, property: Property, hostility: number): unknown {
  if (random.chance(hostility)) {
    if (property.type === 'integer') return random.pick(HOSTILE_NUMBERS);
    return random.pick<() => unknown>([
      () => random.pick(HOSTILE_TEXTS),
      () => 'x'.repeat((property.maxLength ?? 100) + 1 + random.int(3)),
      () => 'y'.repeat(MAX_FRAME + 10),
      () => deep(10 + random.int(60)),
      () => random.pick(HOSTILE_NUMBERS),
      () => null,
      () => ({ $gt: '' }),
      () => `${invitations.ours}\u0000`,
    ])();
  }
  if ('const' in property) return property.const;
  switch (property.type) {
    case 'integer':
      return random.pick([0, 1, random.int(12), SEQ_MAX, INT4_MAX + 1, random.int(SEQ_MAX)]);
    case 'boolean':
      return random.chance(0.5);
    default:
      if (name === 'token') {
        return random.pick([
          tokens.owner,
          tokens.owner,
          tokens.usher,
          tokens.usher,
          tokens.stranger,
          ...tokens.garbage,
        ]);
      }
      if (name === 'invitation_id') return random.chance(0.75) ? invitations.ours : random.pick(invitations.refused);
      return 'teks';
  }
}

/** A frame built from the hello schema: its properties (required ones nearly always), now and then one unknown or a raw number. */
function helloFrame(hostility: number): string {
  const properties = guestbookHelloSchema.properties as Record<string, Property>;
  const required = new Set<string>(guestbookHelloSchema.required);
  const hello: Json = {};
  for (const [name, property] of Object.entries(properties)) {
    if (required.has(name) ? random.chance(1 - hostility / 10) : random.chance(0.5)) {
      hello[name] = valueFor(name, property, hostility);
    }
  }
  if (random.chance(hostility / 4)) hello[random.pick(['extra', '__proto__x', 'a\u0000', 'k'.repeat(5_000)])] = 1;
  const text = JSON.stringify(hello);
  if (!random.chance(hostility / 4) || !('since' in hello)) return text;
  return text.replace(/"since":[^,}]*/, `"since":${random.pick(RAW_NUMBERS)}`);
}

/** Frames that are not a hello at all. */
const NOT_HELLOS: (string | Buffer)[] = [
  '',
  'halo?',
  '{"type":"hello"',
  '[]',
  'null',
  '"hello"',
  '1e300',
  '{}',
  deepText(5_000),
  `{"type":"hello","token":${deepText(3_000)}}`,
  '{"__proto__":{"since":1},"type":"hello"}',
  'x'.repeat(MAX_FRAME + 1),
  Buffer.from(JSON.stringify({ type: 'hello', token: 'x', invitation_id: 'gb-invitation', since: 0 })),
  Buffer.from([0xff, 0xfe, 0x00]),
];

/** What the server must have done with a frame; a problem found, or undefined. */
function problemOf(frame: string | Buffer, { messages, code }: Outcome): string | undefined {
  const described = `${String(frame).slice(0, 160)} -> ${code} ${JSON.stringify(messages).slice(0, 240)}`;
  const invalid = messages.find((message) => !validMessage(message));
  if (invalid) return `a message outside the server message schema: ${described}`;
  for (const message of messages) {
    if (message.type === 'refused' && (!message.message || ENGLISH.test(message.message))) {
      return `not Indonesian: ${described}`;
    }
  }
  if (!isHello(frame)) {
    if (Buffer.byteLength(frame) > MAX_FRAME)
      return code === 1009 && !messages.length ? undefined : `too large: ${described}`;
    const refused = code === BAD_INPUT && messages.length === 1 && messages[0]!.type === 'refused';
    return refused ? undefined : `not closed ${BAD_INPUT}: ${described}`;
  }
  const hello = JSON.parse(frame) as { token: string; invitation_id: string; since: number };
  const opens = [tokens.owner, tokens.usher].includes(hello.token) && hello.invitation_id === invitations.ours;
  if (!opens) {
    const refused = REFUSED_CODES.includes(code) && messages.length === 1 && messages[0]!.type === 'refused';
    return refused ? undefined : `not refused: ${described}`;
  }
  const [ready, ...rest] = messages;
  if (ready?.type !== 'ready' || ready.seq < Math.min(hello.since, SEQ_MAX)) return `not ready: ${described}`;
  const seqs = rest.flatMap((message) => (message.type === 'check-in' ? [message.check_in.seq] : []));
  if (seqs.some((seq, n) => seq <= (n ? seqs[n - 1]! : hello.since))) return `catch-up out of order: ${described}`;
  return undefined;
}

describe(`the guestbook socket, fuzzed from its message schemas (seed ${SEED})`, () => {
  it(
    'closes every hostile hello 4400 or refuses it, never fails (1011), stores nothing and stays up',
    { timeout: 240_000 },
    async () => {
      const before = await tableCounts();
      const frames: (string | Buffer)[] = [...NOT_HELLOS];
      for (let n = 0; n < HELLOS; n++) frames.push(helloFrame(n < 30 ? 0 : random.pick([0.1, 0.3, 0.6])));
      const problems: string[] = [];
      const codes = new Map<number, number>();
      let ready = 0;
      // A few sockets at a time, as devices would come.
      for (let start = 0; start < frames.length; start += 8) {
        const batch = frames.slice(start, start + 8);
        const outcomes = await Promise.all(batch.map(greetWith));
        outcomes.forEach((outcome, n) => {
          codes.set(outcome.code, (codes.get(outcome.code) ?? 0) + 1);
          if (outcome.messages[0]?.type === 'ready') ready++;
          const problem = problemOf(batch[n]!, outcome);
          if (problem) problems.push(problem);
        });
      }
      expect(problems).toEqual([]);
      expect(codes.get(1011)).toBeUndefined();
      // Both kinds were tried: hellos answered, hostile ones closed 4400, valid ones refused.
      expect(ready).toBeGreaterThan(20);
      expect(codes.get(BAD_INPUT) ?? 0).toBeGreaterThan(60);
      expect(REFUSED_CODES.reduce((sum, code) => sum + (codes.get(code) ?? 0), 0)).toBeGreaterThan(10);
      expect(await tableCounts()).toEqual(before);
      // Still serving: a hello is answered and so is a REST call.
      const after = await guestbookClient(server.app, {
        type: 'hello',
        token: tokens.owner,
        invitation_id: invitations.ours,
        since: 0,
      });
      expect((await after.next('ready')).type).toBe('ready');
      await after.close();
      const counts = await callAs(server.app, 'GET', guestbookPath(invitations.ours, 'counts'), sample.owner);
      expect(counts.statusCode).toBe(200);
    },
  );

  it(
    'refuses every device id that is not a UUID (400, never stored), and sends the UUIDs to the open sockets',
    { timeout: 120_000 },
    async () => {
      const screen = await guestbookClient(server.app, {
        type: 'hello',
        token: tokens.usher,
        invitation_id: invitations.ours,
        since: await latestSeq(server.database.db, invitations.ours),
      });
      await screen.next('ready');
      const souvenir = okData<{ id: string }>(
        await callAs(server.app, 'POST', guestbookPath(invitations.ours, 'souvenir'), sample.owner, {
          name: 'Kipas',
          stock: 100,
          rule: 'per_guest',
        }),
        201,
      );
      const valid = randomUUID();
      const fixed = [
        '-'.repeat(36),
        'a'.repeat(36),
        '0'.repeat(36),
        'abcdefgh-abcd-abcd-abcd-abcdefghijkl',
        `${valid.slice(0, 7)}-${valid.slice(7, 8)}${valid.slice(9)}`,
        `{${valid.slice(1, 35)}}`,
        `urn:uuid:${valid}`,
        `${valid}\n`,
        `${valid.slice(0, 35)}\u0000`,
        ` ${valid.slice(1)}`,
        valid.replaceAll('-', ''),
        '',
      ];
      const alphabet = ['-', 'g', 'z', ' ', '\u0000', 'é', '0', 'F', '{', '/'];
      /** A UUID with one character replaced, dropped or added at a random place. */
      const mutated = () => {
        const base = randomUUID();
        const at = random.int(base.length);
        const char = random.pick(alphabet);
        return random.pick([
          () => base.slice(0, at) + char + base.slice(at + 1),
          () => base.slice(0, at) + base.slice(at + 1),
          () => base.slice(0, at) + char + base.slice(at),
        ])();
      };
      const ids = [...fixed, ...Array.from({ length: 40 }, mutated), randomUUID().toUpperCase(), randomUUID()];
      const db = server.database.db;
      const problems: string[] = [];
      const stored: string[] = [];
      for (const id of ids) {
        const guestId = freshGuest();
        const checkIn = await callAs(server.app, 'POST', guestbookPath(invitations.ours, 'check-in'), sample.owner, {
          ...checkInBody(guestId),
          id,
        });
        const walkInGuest = randomUUID();
        const walkIn = await callAs(server.app, 'POST', guestbookPath(invitations.ours, 'walk-in'), sample.owner, {
          ...checkInBody(walkInGuest),
          id: randomUUID(),
          guest_id: id,
          name: 'Tamu Datang',
        });
        const handout = await callAs(
          server.app,
          'POST',
          guestbookPath(invitations.ours, 'souvenir-handout'),
          sample.owner,
          {
            id,
            souvenir_id: souvenir.id,
            guest_id: guestId,
          },
        );
        // A text holding U+0000 cannot be in a PostgreSQL text column (nor be looked up): stored nowhere.
        const lookup = async <T>(query: () => Promise<T[]>) => (id.includes('\u0000') ? [] : query());
        const rows = {
          checkIn: await lookup(() => db.select({ id: checkIns.id }).from(checkIns).where(eq(checkIns.id, id))),
          guest: await lookup(() => db.select({ id: guests.id }).from(guests).where(eq(guests.id, id))),
          handout: await lookup(() =>
            db.select({ id: souvenirHandouts.id }).from(souvenirHandouts).where(eq(souvenirHandouts.id, id)),
          ),
        };
        const statuses = `${checkIn.statusCode}/${walkIn.statusCode}/${handout.statusCode}`;
        if (uuid.test(id)) {
          if (statuses !== '201/201/201') problems.push(`${JSON.stringify(id)}: a UUID answered ${statuses}`);
          stored.push(id);
        } else if (statuses !== '400/400/400' || rows.checkIn.length + rows.guest.length + rows.handout.length) {
          problems.push(`${JSON.stringify(id)}: answered ${statuses}, stored ${JSON.stringify(rows)}`);
        }
      }
      expect(problems).toEqual([]);
      expect(stored.length).toBeGreaterThanOrEqual(2);
      // The check-ins made with a UUID (and their walk-ins) reached the socket, in the server message schema.
      await screen.untilCheckIns(2 * stored.length);
      expect(screen.checkIns().map((m) => m.check_in.id)).toEqual(expect.arrayContaining(stored));
      expect(screen.messages.filter((message) => !validMessage(message))).toEqual([]);
      await screen.close();
    },
  );
});

describe('the attack run’s findings, reproduced', () => {
  it.each([1e300, 2 ** 63, SEQ_MAX + 1])('closes a hello with since %d 4400 (bad input), not 1011', async (since) => {
    const outcome = await greetWith(
      JSON.stringify({ type: 'hello', token: tokens.owner, invitation_id: invitations.ours, since }),
    );
    expect(outcome.code).toBe(BAD_INPUT);
    expect(outcome.messages).toEqual([
      { type: 'refused', message: 'since: Urutan terakhir harus bilangan bulat 0 sampai 9.007.199.254.740.991' },
    ]);
  });

  it('answers a hello with since at the largest seq (SEQ_MAX) ready, without a server failure', async () => {
    const outcome = await greetWith(
      JSON.stringify({ type: 'hello', token: tokens.owner, invitation_id: invitations.ours, since: SEQ_MAX }),
    );
    expect(outcome.messages[0]).toMatchObject({ type: 'ready', seq: SEQ_MAX });
    expect(outcome.code).toBe(1000);
  });

  it('refuses a check-in whose id is 36 dashes (400) and stores nothing', async () => {
    const id = '-'.repeat(36);
    const guestId = freshGuest();
    const response = await callAs(server.app, 'POST', guestbookPath(invitations.ours, 'check-in'), sample.owner, {
      ...checkInBody(guestId),
      id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'id', message: 'ID check-in harus UUID' }] });
    const db = server.database.db;
    expect(await db.select().from(checkIns).where(eq(checkIns.id, id))).toEqual([]);
    expect(await db.select().from(checkIns).where(eq(checkIns.guest_id, guestId))).toEqual([]);
  });
});
