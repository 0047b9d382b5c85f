import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchPhone } from './chromium';
import { addEvent, payAndPublish, seriousAxeViolations } from './owner-session';
import { ownerPhoneForThisFile, ownerWithInvitation } from './owner-test-setup';

const { baseUrl, ownerPage } = ownerPhoneForThisFile();

/** Where to keep the owner's wishes page as seen at 390 and 1280 px, when asked (WISH_SHOTS=<folder>). */
const SHOTS = process.env.WISH_SHOTS;

/** A published invitation with one event, of a new owner. */
async function publishedInvitation() {
  const made = await ownerWithInvitation(baseUrl, 'Ayu', {
    groom: { person_name: 'Bima Saputra', person_nickname: 'Bima' },
    bride: { person_name: 'Ayu Larasati', person_nickname: 'Ayu' },
  });
  await addEvent(baseUrl, made.owner, made.id, '2027-04-10T05:00:00.000Z');
  await payAndPublish(baseUrl, made.owner, made.id);
  return made;
}

/** The public page in `context`, past its cover, its guest flows running. */
async function guestPage(context: BrowserContext, slug: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/${slug}`);
  await page.getByRole('button', { name: 'Buka Undangan' }).first().click();
  await page.locator('[data-flows="live"]').waitFor();
  return page;
}

const MESSAGE = 'Selamat menempuh hidup baru, Bima & Ayu! Semoga sakinah.';

describe('wishes moderation, end to end', () => {
  it('the owner approves wishes first: a guest sees theirs as sent, others see it once approved', async () => {
    const { owner, id, slug } = await publishedInvitation();

    // The owner chooses to approve wishes first, on 'Ucapan & Kado'.
    const page = await ownerPage(owner, `/invitation/${id}/guest/wish`);
    await page.getByRole('radio', { name: 'Setelah Anda setujui' }).check();
    await page.getByText('Ucapan baru kini tampil setelah Anda setujui.').waitFor();

    // A guest sends a wish: the thank-you dialog, then their wish marked as waiting, on their page only.
    const guest = await launchPhone();
    const visitor = await launchPhone();
    try {
      const guestTab = await guestPage(guest.context, slug);
      const wish = guestTab.locator('#wish');
      await wish.getByPlaceholder('Nama Lengkap').fill('Sekar Wulan');
      await wish.getByPlaceholder('Ucapan').fill(MESSAGE);
      await wish.getByRole('button', { name: /^(Kirim|Send)$/ }).click();
      const thanks = guestTab.getByRole('dialog');
      await thanks.getByText("Aww, terima kasih untuk ucapan dan do'anya!", { exact: false }).waitFor();
      await thanks.getByRole('button', { name: 'Close' }).click();
      const mine = wish.locator('.wish__item', { hasText: MESSAGE });
      await mine.getByText('Menunggu persetujuan').waitFor();
      expect(await mine.locator('.wish__name').textContent()).toBe('Sekar Wulan');
      if (SHOTS) await wish.screenshot({ path: `${SHOTS}/guest-own-pending-390.png` });

      // Another visitor does not see it, nor does the public list have it.
      const other = await guestPage(visitor.context, slug);
      await other.locator('#wish').getByPlaceholder('Ucapan').waitFor();
      expect(await other.locator('#wish').textContent()).not.toContain(MESSAGE);
      const listed = (await fetch(`${baseUrl}/v2/invitation/slug/${slug}/wish`).then((r) => r.json())) as {
        data: unknown[];
      };
      expect(listed.data).toEqual([]);

      // The dashboard says one waits and leads to it; the owner approves it.
      await page.goto(`${baseUrl}/invitation/${id}`);
      const notice = page.getByRole('region', { name: 'Ucapan menunggu' });
      await notice.getByText('1 ucapan', { exact: false }).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-390.png` });
      await notice.getByRole('link', { name: 'Tinjau ucapan' }).click();
      await page.waitForURL(/\/guest\/wish\?ucapan=menunggu$/);
      const waiting = page.getByRole('article').filter({ hasText: MESSAGE });
      await waiting.getByText('Menunggu persetujuan').waitFor();
      expect(await page.getByRole('button', { name: /^Menunggu/ }).getAttribute('aria-pressed')).toBe('true');
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/owner-wishes-390.png`, fullPage: true });
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.screenshot({ path: `${SHOTS}/owner-wishes-1280.png`, fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Setujui ucapan dari Sekar Wulan' }).click();
      await page.getByText('Ucapan dari Sekar Wulan disetujui dan kini tampil di undangan.').waitFor();
      await page.getByText('Tidak ada ucapan yang menunggu persetujuan.').waitFor();

      // Now every visitor sees it, unmarked.
      await other.reload();
      await other.getByRole('button', { name: 'Buka Undangan' }).first().click();
      const shown = other.locator('#wish .wish__item', { hasText: MESSAGE });
      await shown.waitFor();
      expect(await shown.locator('.wish__pending').count()).toBe(0);
      await other.close();
      await guestTab.close();
    } finally {
      await visitor.close();
      await guest.close();
    }
    await page.close();
  });
});
