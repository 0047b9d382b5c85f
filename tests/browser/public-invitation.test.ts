import { describe, expect, inject, it } from 'vitest';
import { phoneForThisFile } from './chromium';

const baseUrl = inject('baseUrl');
const slug = inject('demoSlug');
const guestCode = inject('demoGuestCode');
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
    await page.locator('.invitation[data-theme="floral-whimsy"] #opening').waitFor();
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
});
