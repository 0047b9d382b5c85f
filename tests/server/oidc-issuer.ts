import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';
import type { GoogleSettings } from '../../server/services/auth/google-sign-in';

/** A person at the test's provider: what its ID tokens say of them (`sub` is their login name). */
export type IssuerPerson = { email?: string; email_verified?: boolean; name?: string; picture?: string };

export type TestIssuer = {
  /** The settings that point the app at this provider (GOOGLE_* in production). */
  google: GoogleSettings;
  /** The people who can sign in, by login name (their `sub`): add to it before they do. */
  people: Map<string, IssuerPerson>;
  /** The authorization requests the provider accepted, as it read them (code_challenge, nonce, state…). */
  authorizations: Record<string, unknown>[];
  /**
   * Follows `authorizationUrl` through the provider's own login and consent pages as `login`, like a
   * browser would (its cookies kept), and answers where the provider sends the browser back: the
   * app's callback with a code, or with `error=access_denied` when `cancel` is set.
   */
  signIn: (authorizationUrl: string, login: string, options?: { cancel?: boolean }) => Promise<URL>;
  close: () => Promise<void>;
};

/** The login form's password: the provider's development pages take any. */
const ANY_PASSWORD = 'sandi-apa-saja';

/**
 * A real OpenID provider on a free local port (oidc-provider with its development login and consent
 * pages), one client whose only redirect address is `redirectUri`, PKCE required. Its ID tokens carry
 * the claims Google's do (email, email_verified, name, picture).
 */
export async function testIssuer(redirectUri: string): Promise<TestIssuer> {
  // Listening first: the provider is made with its own address, which the port decides; it answers after.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const google: GoogleSettings = { clientId: 'undangan-uji', clientSecret: 'rahasia-klien-uji-rahasia', issuer };
  const people = new Map<string, IssuerPerson>();
  const authorizations: Record<string, unknown>[] = [];
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: google.clientId,
        client_secret: google.clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_ctx: unknown, id: string): Account | undefined => {
      const person = people.get(id);
      return person && { accountId: id, claims: () => ({ sub: id, ...person }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // As Google's: the scopes' claims in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['kunci-cookie-penyedia-uji'] },
  });
  provider.on('authorization.accepted', (ctx) => authorizations.push({ ...ctx.oidc.params }));
  server.on('request', provider.callback());

  return {
    google,
    people,
    authorizations,
    signIn: (authorizationUrl, login, { cancel = false } = {}) =>
      throughPages(authorizationUrl, redirectUri, cancel ? { abort: true } : { login }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A browser's kept-alive connections would hold the close until they time out.
        server.closeAllConnections();
      }),
  };
}

/** The provider's pages, as a browser goes through them: redirects, the login form, the consent form. */
async function throughPages(start: string, redirectUri: string, as: { login: string } | { abort: true }): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = new URL(start);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    if (url.href.startsWith(redirectUri)) return url;
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
      body: form,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`the provider answered ${response.status}: ${page.slice(0, 300)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if ('abort' in as) {
      url = new URL(`${url.pathname}/abort`, url);
    } else if (prompt === 'login') {
      form = new URLSearchParams({ prompt, login: as.login, password: ANY_PASSWORD });
    } else if (prompt === 'consent') {
      form = new URLSearchParams({ prompt });
    } else {
      throw new Error(`an unexpected page of the provider: ${page.slice(0, 300)}`);
    }
  }
  throw new Error('the provider never sent the browser back');
}
