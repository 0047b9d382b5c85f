import { describe, expect, inject, it } from 'vitest';
import { TOKEN_KEYS } from '../../app/api/client';
import { DEMO } from '../../server/db/seed';
import { phoneForThisFile } from './chromium';
import { openInvitation } from './open-invitation';

const baseUrl = inject('baseUrl');
const slug = inject('demoSlug');
const guestCode = inject('demoGuestCode');
const draftSlug = inject('draftSlug');
const expiredSlug = inject('expiredSlug');
const phone = phoneForThisFile();

describe('the public invitation, served from the database', () => {
  it('sends link previews in the HTML before any JavaScript runs', async () => {
    const html = await (await fetch(`${baseUrl}/${slug}`)).text();
    expect(html).toContain('<meta property="og:title" content="Undangan Pernikahan Raka &amp; Ayu"');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/demo\/cover\.svg"/);
  });

  it("renders in its theme with the guest's name, and a new wish after a reload", async () => {
    const page = await phone().newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}/${slug}?to=${guestCode}`, { waitUntil: 'networkidle' });
    await page.locator('.invitation[data-theme="floral-whimsy"] #opening').waitFor({ state: 'attached' });
    await openInvitation(page);
    expect(await page.locator('#wish input[name="name"]').inputValue()).toBe('Budi Santoso');

    const invitation = (await (await fetch(`${baseUrl}/v1/invitation/slug/${slug}`)).json()) as {
      data: { id: string };
    };
    const posted = await fetch(`${baseUrl}/v1/wish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Rina <b>Tebal</b>',
        message: 'Selamat berbahagia!',
        invitation_id: invitation.data.id,
      }),
    });
    expect(posted.status).toBe(201);
    await page.reload({ waitUntil: 'networkidle' });
    await openInvitation(page);
    const first = page.locator('#wish .wish__item').first();
    expect(await first.locator('.wish__name').textContent()).toBe('Rina <b>Tebal</b>');
    expect(await first.locator('.wish__time').textContent()).toMatch(/detik yang lalu$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers an unknown invitation in Indonesian', async () => {
    const page = await phone().newPage();
    await page.goto(`${baseUrl}/tidak-ada-undangan`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Halaman tidak ditemukan');
    await page.close();
  });

  it('shows a draft to a stranger as no invitation, and to its owner (token in storage) as the invitation', async () => {
    const page = await phone().newPage();
    await page.goto(`${baseUrl}/${draftSlug}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Halaman tidak ditemukan');
    expect(await page.content()).not.toContain('Raka');

    const login = await fetch(`${baseUrl}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
    });
    const { data } = (await login.json()) as { data: { access_token: string } };
    await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [TOKEN_KEYS.access, data.access_token]);
    await page.goto(`${baseUrl}/${draftSlug}?is_preview=true`);
    await page.locator('.invitation #opening').waitFor({ state: 'attached' });
    await page.evaluate((key) => localStorage.removeItem(key), TOKEN_KEYS.access);
    await page.close();
  });

  it('shows an expired invitation as a notice, not the page nor the error page', async () => {
    const page = await phone().newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(`${baseUrl}/${expiredSlug}`);
    expect(response?.status()).toBe(410);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Undangan ini sudah tidak aktif.');
    expect(await page.locator('.invitation').count()).toBe(0);
    expect(await page.title()).toBe('Undangan tidak aktif');
    expect(errors).toEqual([]);
    await page.close();
  });
});
