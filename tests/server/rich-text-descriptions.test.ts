import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, type Owner, type TestServer, testServer } from './harness';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples } from './invitation-sample';

/**
 * Rich text is sanitized where it enters (docs/product.md#helpers): a story's, a wishlist item's and
 * a section's description keep p, br, strong, em, u, a[href], ul, ol and li, links only to http(s),
 * mailto and tel; plain text is stored exactly as typed. Fixture: Raka's sample invitation `raka`.
 */

let server: TestServer;
let owner: Owner;

const HOSTILE = [
  '<p>Kami <b>bertemu</b> di <em>kampus</em><script>alert(1)</script></p>',
  '<img src=x onerror="alert(2)">',
  '<p onclick="alert(3)" style="color:red">Lalu <a href="javascript:alert(4)">ini</a>',
  ' dan <a href="https://maps.app.goo.gl/abc" onmouseover="alert(5)" target="_self">peta</a></p>',
  '<ul><li>Akad</li><li><u>Resepsi</u></li></ul><iframe src="https://x.test"></iframe>',
  '<ol><li><a href="mailto:raka@contoh.id">surel</a> <a href="tel:+62812">telepon</a> <a href="/admin">x</a></li></ol>',
].join('');
const CLEAN = [
  '<p>Kami <strong>bertemu</strong> di <em>kampus</em></p>',
  '<p>Lalu <a>ini</a> dan <a href="https://maps.app.goo.gl/abc">peta</a></p>',
  '<ul><li>Akad</li><li><u>Resepsi</u></li></ul>',
  '<ol><li><a href="mailto:raka@contoh.id">surel</a> <a href="tel:+62812">telepon</a> <a>x</a></li></ol>',
].join('');
const PLAIN = 'Kami bertemu di kampus.\nLalu <3 tumbuh & bersemi.\n\nTamat.';

beforeAll(async () => {
  server = await testServer();
  ({ owner } = await twoOwnersWithSamples(server));
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const dataOf = (response: Awaited<ReturnType<typeof callAs>>) =>
  (response.json() as { data: Record<string, unknown> }).data;

describe('a story', () => {
  it('is stored sanitized when created and when changed; its page shows what was stored', async () => {
    const created = await callAs(server.app, 'POST', '/v1/invitation/story', owner, {
      invitation_id: ROOT,
      title: 'Awal',
      description: HOSTILE,
    });
    expect(created.statusCode).toBe(201);
    const story = dataOf(created);
    expect(story.description).toBe(CLEAN);

    const changed = await callAs(server.app, 'PUT', `/v1/invitation/story/${story.id as string}`, owner, {
      title: 'Awal',
      description: '<p><i>Miring</i> <svg onload="alert(1)"></svg><a href="data:text/html,x">data</a></p>',
    });
    expect(dataOf(changed).description).toBe('<p><em>Miring</em> <a>data</a></p>');

    const page = await callAs(server.app, 'GET', '/v1/invitation/slug/raka/stories');
    const listed = (page.json() as { data: { id: string; description: string }[] }).data;
    expect(listed.find((s) => s.id === story.id)?.description).toBe('<p><em>Miring</em> <a>data</a></p>');
  });

  it('keeps plain text exactly as typed, its line breaks and characters included', async () => {
    const created = await callAs(server.app, 'POST', '/v1/invitation/story', owner, {
      invitation_id: ROOT,
      title: 'Polos',
      description: PLAIN,
    });
    expect(dataOf(created).description).toBe(PLAIN);
  });
});

describe('a wishlist item', () => {
  it('has its description stored sanitized when created and when changed', async () => {
    const item = { product_name: 'Rice Cooker', amount: 750000, qty: 1 };
    const created = await callAs(server.app, 'POST', '/v1/gift/wishlist', owner, {
      ...item,
      invitation_id: ROOT,
      description: HOSTILE,
    });
    expect(created.statusCode).toBe(201);
    const stored = dataOf(created);
    expect(stored.description).toBe(CLEAN);

    const changed = await callAs(server.app, 'PUT', `/v1/gift/wishlist/${stored.id as string}`, owner, {
      ...item,
      description: '<p>Warna <strong>putih</strong></p><style>p{}</style><object data="x"></object>',
    });
    expect(dataOf(changed).description).toBe('<p>Warna <strong>putih</strong></p>');
  });
});

describe("a section's settings", () => {
  it('have their description stored sanitized, the title left as plain text', async () => {
    const list = await callAs(server.app, 'GET', `/v1/invitation/section?invitation_id=${ROOT}`, owner);
    const sections = (list.json() as { data: { id: string; slug: string }[] }).data;
    const story = sections.find((section) => section.slug === 'story')!;
    const saved = await callAs(server.app, 'PUT', `/v1/invitation/section/${story.id}`, owner, {
      title: 'Kisah <Kami>',
      description: HOSTILE,
    });
    expect(saved.statusCode).toBe(200);
    expect(dataOf(saved)).toMatchObject({ title: 'Kisah <Kami>', description: CLEAN });

    const plain = await callAs(server.app, 'PUT', `/v1/invitation/section/${story.id}`, owner, { description: PLAIN });
    expect(dataOf(plain).description).toBe(PLAIN);

    const page = await callAs(server.app, 'GET', '/v1/invitation/slug/raka/sections');
    const listed = (page.json() as { data: { id: string; description: string }[] }).data;
    expect(listed.find((section) => section.id === story.id)?.description).toBe(PLAIN);
  });
});
