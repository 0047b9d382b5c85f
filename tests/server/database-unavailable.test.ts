import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, httpErrorOfDatabase } from '../../server/http/database-errors';

/**
 * Which database errors answer 503 (server/db/connection-errors.ts, server/http/database-errors.ts):
 * the ones of a database that is away, as `pg`, `pg-pool` and Node give them, inside Drizzle's
 * wrapper or not; the database's refusals of input keep their 409 and 400, the rest its 500.
 */

/** An error with a `code`, as pg's DatabaseError (a SQLSTATE) or Node's socket errors carry. */
const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As Drizzle throws the driver's error. */
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);
const statusOf = (error: unknown) => httpErrorOfDatabase(error)?.statusCode;

describe('a database that is away', () => {
  it.each([
    ['a refused connection', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', coded('read ECONNRESET', 'ECONNRESET')],
    ['a host name that does not resolve', coded('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    [
      'every address of a name refused (Node’s AggregateError)',
      Object.assign(new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {
        code: 'ECONNREFUSED',
      }),
    ],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a connection that timed out while being made', new Error('Connection terminated due to connection timeout')],
    ['no connection from the pool in time', new Error('timeout exceeded when trying to connect')],
    ['a query with no answer in time (query_timeout)', new Error('Query read timeout')],
    ['a connection lost earlier', new Error('Client has encountered a connection error and is not queryable')],
    ['a connection the pool closed', new Error('Client was closed and is not queryable')],
    ['a terminated connection (57P01)', coded('terminating connection due to administrator command', '57P01')],
    ['a crashed server (57P02)', coded('terminating connection because of crash of another server process', '57P02')],
    ['a server starting up (57P03)', coded('the database system is starting up', '57P03')],
    ['a connection failure (08006)', coded('connection failure', '08006')],
    ['a statement past its statement_timeout (57014)', coded('canceling statement due to statement timeout', '57014')],
    ['too many connections (53300)', coded('sorry, too many clients already', '53300')],
  ])('answers 503 for %s, wrapped by Drizzle or not', (_what, error) => {
    expect(httpErrorOfDatabase(error)).toMatchObject({ statusCode: 503, message: DATABASE_UNAVAILABLE });
    expect(statusOf(wrapped(error))).toBe(503);
  });
});

describe('other database errors', () => {
  it('keeps the refusals of input and leaves the rest a 500', () => {
    expect(
      statusOf(wrapped(Object.assign(coded('duplicate key', '23505'), { constraint: 'users_email_unique' }))),
    ).toBe(409);
    expect(statusOf(wrapped(coded('value out of range', '22003')))).toBe(400);
    expect(statusOf(wrapped(coded('relation "x" does not exist', '42P01')))).toBeUndefined();
    expect(statusOf(new Error('Connection refused by the owner’s settings'))).toBeUndefined();
    expect(statusOf(new Error('something else'))).toBeUndefined();
  });
});
