/** The part of oidc-provider (a devDependency without types of its own) the test issuer uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Claims = Record<string, unknown> & { sub: string };
  type Account = { accountId: string; claims: () => Claims | Promise<Claims> };
  type Context = { oidc: { params?: Record<string, unknown> } };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: 'authorization.accepted', listener: (ctx: Context) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export type { Account, Claims };
}
