import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { TOKEN_KEYS } from '../../app/api/tokens';
import { mailedLink } from './mail-files';

/** What owner browser tests share: a fresh owner and invitation through the API, a signed-in page, axe. */

export const OWNER_PASSWORD = 'Kebun-Mawar-2026!';

export type TestOwner = {
  name: string;
  email: string;
  password: string;
  access_token: string;
  refresh_token: string;
};

/**
 * A client address of its own for each owner (X-Forwarded-For, trusted from 127.0.0.1 by the test
 * server): the API limits calls that take a password per address, and the browser test files share
 * one server.
 */
export const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress(), ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** `method path` on the API as `owner` (a client address of its own); its `data`, or an Error with the message. */
export async function ownerCall<T>(
  baseUrl: string,
  owner: Pick<TestOwner, 'access_token'>,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${owner.access_token}`,
      'x-forwarded-for': someAddress(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

/** The subject of the mail sent after a sign-up (server/services/auth/account-mails.ts). */
export const VERIFY_SUBJECT = 'Verifikasi email Anda';

/**
 * Registers a new owner with a random e-mail through POST /v1/auth/register and, unless `verified` is
 * false, proves the e-mail as the owner would: with the link of the mail the server wrote.
 */
export async function registerOwner(
  baseUrl: string,
  name = 'Sari Pemilik',
  { verified = true } = {},
): Promise<TestOwner> {
  const email = `pemilik-${randomUUID()}@contoh.id`;
  const data = await post<{ access_token: string; refresh_token: string }>(`${baseUrl}/v1/auth/register`, {
    name,
    email,
    password: OWNER_PASSWORD,
  });
  if (verified) {
    const link = await mailedLink(inject('mailDir'), email, VERIFY_SUBJECT);
    await post(`${baseUrl}/v1/auth/email/verify`, { token: new URL(link, baseUrl).searchParams.get('token') });
  }
  return { name, email, password: OWNER_PASSWORD, access_token: data.access_token, refresh_token: data.refresh_token };
}

/** Creates an invitation of `owner` through POST /v1/invitation (a random slug unless given). */
export function createInvitation(
  baseUrl: string,
  owner: TestOwner,
  body: Record<string, unknown> = {},
): Promise<{ id: string; slug: string }> {
  return post(
    `${baseUrl}/v1/invitation`,
    { slug: `uji-${randomUUID().slice(0, 8)}`, theme: 'floral-whimsy', use_multiple_event: false, ...body },
    { authorization: `Bearer ${owner.access_token}` },
  );
}

/**
 * Pays for the plan of `owner`'s invitation as a couple without Midtrans does: an order by bank
 * transfer, which the test's operator (global-setup.ts) confirms in the operator's API. After it the
 * invitation may be published.
 */
export async function payForInvitation(
  baseUrl: string,
  owner: Pick<TestOwner, 'access_token'>,
  id: string,
  plan_code = 'luxury',
) {
  const order = await ownerCall<{ order_id: string }>(baseUrl, owner, 'POST', `/v1/invitation/${id}/order`, {
    plan_code,
    method: 'transfer',
  });
  const session = await cashierSession(baseUrl);
  await post(
    `${baseUrl}/v1/admin/orders/${order.order_id}/confirm`,
    {},
    { authorization: `Bearer ${session.access_token}` },
  );
  return order.order_id;
}

/** The couple most owner tests invite for, as POST /v1/invitation takes them. */
export const DIMAS_AND_RINA = {
  groom: { person_name: 'Dimas Pratama', person_nickname: 'Dimas' },
  bride: { person_name: 'Rina Lestari', person_nickname: 'Rina' },
};

/**
 * Adds an event to `owner`'s invitation through POST /v1/invitation/event: by default the main
 * 'Resepsi' at Gedung Serbaguna in Bandung, starting at `start_date`; `fields` changes any of it.
 */
export function addEvent(
  baseUrl: string,
  owner: Pick<TestOwner, 'access_token'>,
  invitation_id: string,
  start_date: string,
  fields: Record<string, unknown> = {},
) {
  return ownerCall(baseUrl, owner, 'POST', '/v1/invitation/event', {
    invitation_id,
    label: 'Resepsi',
    venue: 'Gedung Serbaguna',
    address: 'Jl. Melati No. 3, Bandung',
    start_date,
    is_main_event: true,
    ...fields,
  });
}

/** Publishes `owner`'s invitation through PUT /v1/invitation/{id}/status (its plan paid already). */
export const publish = (baseUrl: string, owner: Pick<TestOwner, 'access_token'>, id: string) =>
  ownerCall(baseUrl, owner, 'PUT', `/v1/invitation/${id}/status`, { status: 'published' });

/** Pays for `owner`'s invitation (payForInvitation) and publishes it. */
export async function payAndPublish(baseUrl: string, owner: Pick<TestOwner, 'access_token'>, id: string) {
  await payForInvitation(baseUrl, owner, id);
  await publish(baseUrl, owner, id);
}

let cashier: Promise<{ access_token: string }> | undefined;

/**
 * A cashier's session (global-setup.ts), signed in once per test file: one of several accounts, picked
 * at random, as each allows only ten password attempts in 15 minutes.
 */
function cashierSession(baseUrl: string) {
  const cashiers = inject('cashiers');
  const { email, password } = cashiers[randomInt(cashiers.length)]!;
  cashier ??= post<{ access_token: string }>(`${baseUrl}/v1/auth/login`, { email, password });
  return cashier;
}

/** Signs `page` in as `owner`: the tokens go into the app's localStorage (open a page afterwards). */
export async function signInPage(
  page: Page,
  baseUrl: string,
  owner: Pick<TestOwner, 'access_token' | 'refresh_token'>,
) {
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate(
    ([keys, pair]) => {
      localStorage.setItem(keys.access, pair.access_token);
      localStorage.setItem(keys.refresh, pair.refresh_token);
    },
    [TOKEN_KEYS, { access_token: owner.access_token, refresh_token: owner.refresh_token }] as const,
  );
}

/** A new page of `context`, signed in as `owner` (signInPage), open at `path` of the app. */
export async function openOwnerPage(
  context: BrowserContext,
  baseUrl: string,
  owner: Pick<TestOwner, 'access_token' | 'refresh_token'>,
  path: string,
): Promise<Page> {
  const page = await context.newPage();
  await signInPage(page, baseUrl, owner);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** The tokens the page keeps now. */
export const storedTokens = (page: Page) =>
  page.evaluate(
    (keys) => ({ access: localStorage.getItem(keys.access), refresh: localStorage.getItem(keys.refresh) }),
    TOKEN_KEYS,
  );

const axeSource = () => readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: string; help: string; targets: string[] };

/** Runs axe-core on the page as it is now; returns its serious and critical violations (none is the goal). */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeResult[] }> } }).axe;
    type AxeResult = { id: string; impact: string; help: string; nodes: { target: string[] }[] };
    const { violations } = await axe.run();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/**
 * A page of its own, signed out (the phone's pages share one localStorage), from a client address of
 * its own (the API limits password calls per address).
 */
export async function signedOutPage(context: BrowserContext, baseUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': someAddress() });
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate(() => localStorage.clear());
  return page;
}

/** A page of its own (as signedOutPage makes it), signed in as `owner`. */
export async function signedInPage(context: BrowserContext, baseUrl: string, owner: TestOwner): Promise<Page> {
  const page = await signedOutPage(context, baseUrl);
  await signInPage(page, baseUrl, owner);
  return page;
}
