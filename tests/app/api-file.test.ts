import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFile } from '../../app/api/file-call';
import { onSignedOut, renewSessionsOn401 } from '../../app/api/session-renewal';
import { TOKEN_KEYS } from '../../app/api/tokens';
import { apiErrorOf } from './api-error-of';
import { memoryStorage } from './memory-storage';

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  renewSessionsOn401();
  localStorage.setItem(TOKEN_KEYS.access, 'akses-lama');
  localStorage.setItem(TOKEN_KEYS.refresh, 'segar-lama');
});
afterEach(() => {
  vi.unstubAllGlobals();
  onSignedOut(() => {});
});

const ARCHIVE = '/v1/invitation/inv-1/export';
const zip = (disposition?: string) =>
  new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
    status: 200,
    headers: { 'content-type': 'application/zip', ...(disposition ? { 'content-disposition': disposition } : {}) },
  });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch answered by `answer`; every call kept with its path and authorization. */
function server(answer: (path: string, authorization: string | null) => Response) {
  const calls: { path: string; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const authorization = new Headers(init.headers).get('authorization');
      calls.push({ path, authorization });
      return answer(path, authorization);
    }),
  );
  return calls;
}

describe('apiFile: a file from the API with the owner’s session', () => {
  it('sends the bearer token and answers the bytes with the name Content-Disposition gives', async () => {
    const calls = server(() => zip('attachment; filename="undangan-rina-dimas.zip"'));
    const { blob, filename } = await apiFile(ARCHIVE);
    expect(filename).toBe('undangan-rina-dimas.zip');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    expect(calls).toEqual([{ path: ARCHIVE, authorization: 'Bearer akses-lama' }]);
  });

  it.each([
    [`attachment; filename="plain.zip"; filename*=UTF-8''undangan-ra%C3%ADsa.zip`, 'undangan-raísa.zip'],
    ['attachment; filename=arsip.zip', 'arsip.zip'],
    ['attachment; filename="a \\"b\\".zip"', 'a "b".zip'],
    ['attachment', null],
  ])('reads the name of %s', async (disposition, name) => {
    server(() => zip(disposition));
    expect((await apiFile(ARCHIVE)).filename).toBe(name);
  });

  it('answers no name when the server gives no Content-Disposition', async () => {
    server(() => zip());
    expect((await apiFile(ARCHIVE)).filename).toBeNull();
  });

  it("turns a refused call's JSON body into an ApiError with the server's message", async () => {
    server(() => json(403, { message: 'Undangan ini bukan milik Anda' }));
    const error = await apiErrorOf(apiFile(ARCHIVE));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Undangan ini bukan milik Anda');
  });

  it('falls back to the generic message when the failure has no JSON body', async () => {
    server(() => new Response('Bad Gateway', { status: 502 }));
    const error = await apiErrorOf(apiFile(ARCHIVE));
    expect(error).toMatchObject({ status: 502, message: 'Unknown error occurred' });
  });

  it('renews the session once on a 401 and repeats the call with the new token', async () => {
    const refreshes: unknown[] = [];
    const calls = server((path, authorization) => {
      if (path === '/v1/auth/refresh') {
        refreshes.push(path);
        return json(200, { data: { access_token: 'akses-baru', refresh_token: 'segar-baru', expires_in: 900 } });
      }
      return authorization === 'Bearer akses-baru'
        ? zip('attachment; filename="undangan-rina-dimas.zip"')
        : json(401, { message: 'Sesi Anda telah berakhir, silakan masuk kembali' });
    });
    expect((await apiFile(ARCHIVE)).filename).toBe('undangan-rina-dimas.zip');
    expect(refreshes).toHaveLength(1);
    expect(calls.filter((call) => call.path === ARCHIVE).map((call) => call.authorization)).toEqual([
      'Bearer akses-lama',
      'Bearer akses-baru',
    ]);
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBe('akses-baru');
  });

  it('does not repeat the call twice when the renewed token is refused too', async () => {
    const calls = server((path) =>
      path === '/v1/auth/refresh'
        ? json(200, { data: { access_token: 'akses-baru', refresh_token: 'segar-baru', expires_in: 900 } })
        : json(401, { message: 'Sesi Anda telah berakhir, silakan masuk kembali' }),
    );
    const error = await apiErrorOf(apiFile(ARCHIVE));
    expect(error.status).toBe(401);
    expect(calls.filter((call) => call.path === ARCHIVE)).toHaveLength(2);
  });
});
