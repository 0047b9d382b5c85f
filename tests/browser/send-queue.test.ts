import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addEvent,
  createInvitation,
  DIMAS_AND_RINA,
  ownerCall,
  registerOwner,
  seriousAxeViolations,
  type TestOwner,
} from './owner-session';
import { ownerPhoneForThisFile } from './owner-test-setup';

const { baseUrl, ownerPage } = ownerPhoneForThisFile();

/** An invitation of Dimas & Rina with one event and three guests, the last without a number. */
async function invitationWithGuests(owner: TestOwner) {
  const invitation = await createInvitation(baseUrl, owner, DIMAS_AND_RINA);
  await addEvent(baseUrl, owner, invitation.id, '2027-03-06T03:00:00.000Z');
  for (const guest of [
    { name: 'Rahmat Hidayat', group: 'Keluarga', whatsapp_number: '0812-3456 7001' },
    { name: 'Wulan Sekar', group: 'Teman', whatsapp_number: '0813 2222 3333' },
    { name: 'Joko Susilo', group: 'Teman' },
  ]) {
    await ownerCall(baseUrl, owner, 'POST', `/v1/invitation/${invitation.id}/guest`, guest);
  }
  return invitation;
}

/** Pictures of the page for a person to look at, when SEND_QUEUE_SHOTS names a folder. */
async function picture(page: Page, name: string) {
  const folder = process.env.SEND_QUEUE_SHOTS;
  if (!folder) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

describe('the sending queue, end to end', () => {
  it('opens WhatsApp with the next guest’s message, marks them sent on return and shows the next one', async () => {
    const owner = await registerOwner(baseUrl, 'Rina');
    const { id } = await invitationWithGuests(owner);
    const page = await ownerPage(owner, `/invitation/${id}/guest/send`);
    await page.getByRole('heading', { name: 'Kirim Undangan', level: 1 }).waitFor();
    await page.getByText('0 dari 3 terkirim').waitFor();
    await page.getByRole('heading', { name: 'Rahmat Hidayat', level: 2 }).waitFor();
    await page.getByText('1 tamu tanpa nomor WhatsApp dilewati').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await picture(page, 'send-queue-390');

    // No outside network: WhatsApp's address answers from here.
    const opened: string[] = [];
    await page.context().route('https://wa.me/**', (route) => {
      opened.push(route.request().url());
      return route.fulfill({ body: 'WhatsApp' });
    });
    const send = page.getByRole('link', { name: /Kirim ke WhatsApp ke Rahmat Hidayat/ });
    const [chat] = await Promise.all([page.waitForEvent('popup'), send.click()]);
    await chat.waitForLoadState();
    const url = new URL(opened[0]!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/6281234567001');
    const text = url.searchParams.get('text')!;
    expect(text).toContain('Rahmat Hidayat');
    expect(text).toContain('Dimas & Rina');
    expect(text).toContain('Sabtu, 6 Maret 2027');
    expect(text).toMatch(new RegExp(`${baseUrl}/[^?]+\\?to=\\w+`));
    await page.getByText(/otomatis ditandai terkirim/).waitFor();
    await picture(page, 'send-queue-waiting-390');

    // Back from WhatsApp: the chat closes, the queue's tab has the focus again.
    await chat.close();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByText('1 dari 3 terkirim').waitFor();
    await page.getByRole('heading', { name: 'Wulan Sekar', level: 2 }).waitFor();
    const guests = await ownerCall<{ name: string; sent_at: string | null }[]>(
      baseUrl,
      owner,
      'GET',
      `/v1/invitation/${id}/guest?sort=name`,
    );
    expect(guests.map((guest) => [guest.name, guest.sent_at !== null])).toEqual([
      ['Joko Susilo', false],
      ['Rahmat Hidayat', true],
      ['Wulan Sekar', false],
    ]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await picture(page, 'send-queue-1280');
    await page.close();
  });
});
