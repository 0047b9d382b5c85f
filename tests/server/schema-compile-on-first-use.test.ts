import Ajv from 'ajv';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { compiledOnFirstUse } from '../../server/http/compiled-on-first-use';
import { testServer, type TestServer } from './harness';

describe('compiledOnFirstUse', () => {
  it('compiles on the first call only, and answers as the compiled function', () => {
    const compile = vi.fn(() => (a: number, b: number) => a + b);
    const add = compiledOnFirstUse(compile);
    expect(compile).not.toHaveBeenCalled();
    expect(add(2, 3)).toBe(5);
    expect(add(4, 5)).toBe(9);
    expect(compile).toHaveBeenCalledTimes(1);
  });
});

describe("the server's request validators", () => {
  let server: TestServer | undefined;
  afterAll(() => server?.close());

  it('are compiled on their route’s first request, not while the server starts, and then kept', async () => {
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    server = await testServer();
    expect(compile).not.toHaveBeenCalled();

    const login = (payload: object) => server!.app.inject({ method: 'POST', url: '/v1/auth/login', payload });
    const refused = await login({ password: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^email: /);
    const compiled = compile.mock.calls.length;
    expect(compiled).toBeGreaterThan(0);

    expect((await login({ password: 'y' })).statusCode).toBe(400);
    expect(compile).toHaveBeenCalledTimes(compiled);
    compile.mockRestore();
  }, 60_000);
});
