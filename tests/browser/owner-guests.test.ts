import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchPhone } from './chromium';
import { addEvent, DIMAS_AND_RINA, ownerCall, payAndPublish, seriousAxeViolations } from './owner-session';
import { ownerPhoneForThisFile, ownerWithInvitation } from './owner-test-setup';

const { baseUrl, ownerPage } = ownerPhoneForThisFile();

/** A published invitation with two events, its guests' answers asked per event. */
async function publishedWithTwoEvents() {
  const made = await ownerWithInvitation(baseUrl, 'Rina', { use_multiple_event: true, ...DIMAS_AND_RINA });
  await addEvent(baseUrl, made.owner, made.id, '2027-03-06T02:00:00.000Z', { label: 'Akad Nikah' });
  await addEvent(baseUrl, made.owner, made.id, '2027-03-06T05:00:00.000Z', { is_main_event: undefined });
  await payAndPublish(baseUrl, made.owner, made.id);
  return made;
}

/** Excel's CSV as Indonesian owners save it: a BOM, `;`, CRLF, numbers as people write them. */
const GUEST_FILE = [
  '\ufeffNama;Grup;No. WhatsApp;Kursi',
  'Rahmat Hidayat;Keluarga;0812-3456-7001;3',
  '"Wulan; Sekar";Teman Kantor;+62 813 2222 3333',
  'Joko Susilo;Teman Kantor;62857 1111 2222',
  ';Keluarga;0812 9999 0000',
  'Rahmat Hidayat;Keluarga;081234567001',
].join('\r\n');

/** The text of a download the page starts with `click`. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

describe("the owner's guests, end to end", () => {
  it('imports a CSV, sends one link on WhatsApp, sees that guest answer for two events, exports, deletes a wish', async () => {
    const { owner, id, slug } = await publishedWithTwoEvents();
    const page = await ownerPage(owner, `/invitation/${id}/guest/list`);
    await page.getByRole('heading', { name: 'Daftar Tamu', level: 1 }).waitFor();
    await page.getByText('Belum ada tamu.', { exact: false }).waitFor();

    // Import: the preview names each row's problem before anything is written.
    await page.getByRole('button', { name: 'Impor CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Impor Tamu dari CSV' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'tamu.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(GUEST_FILE, 'utf8'),
    });
    await dialog.getByText('Nama tamu wajib diisi').waitFor();
    await dialog.getByText('Sama dengan baris 2').waitFor();
    expect(await ownerCall<unknown[]>(baseUrl, owner, 'GET', `/v1/invitation/${id}/guest`)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Impor 3 tamu' }).click();
    await dialog.getByText('3 tamu ditambahkan').waitFor();
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await page.getByText('Wulan; Sekar').first().waitFor();

    // Send Rahmat's personal link: the chat with his number, the default text with his name and link.
    const whatsapp = page.getByRole('link', { name: 'Kirim via WhatsApp ke Rahmat Hidayat' }).first();
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/6281234567001');
    const text = href.searchParams.get('text')!;
    const rahmat = (
      await ownerCall<{ name: string; code: string }[]>(baseUrl, owner, 'GET', `/v1/invitation/${id}/guest?q=Rahmat`)
    )[0]!;
    const link = `${baseUrl}/${slug}?to=${rahmat.code}`;
    expect(text).toContain('Rahmat Hidayat');
    expect(text).toContain(link);
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    const [chat] = await Promise.all([page.waitForEvent('popup'), whatsapp.click()]);
    await chat.close();
    await page.getByText('Terkirim', { exact: false }).first().waitFor();

    // Rahmat opens his link on his own phone: attends both events with 3 people (his seats, from the
    // file) and sends a wish.
    const guest = await launchPhone();
    try {
      const guestPage = await guest.context.newPage();
      await guestPage.goto(link);
      await guestPage.getByRole('button', { name: 'Buka Undangan' }).first().click();
      await guestPage.locator('[data-flows="live"]').waitFor();
      const rsvp = guestPage.locator('#rsvp');
      await rsvp.getByRole('button', { name: 'Akan Hadir' }).click();
      await rsvp.getByText('Hadir Pada Semua Acara').click();
      for (let i = 0; i < 3; i += 1) await rsvp.getByRole('button', { name: 'Tambah jumlah tamu' }).click();
      await rsvp.getByRole('button', { name: 'Submit' }).click();
      await rsvp.getByText('Terimakasih sudah mengisi konfirmasi kehadiran.').waitFor();
      const wish = guestPage.locator('#wish');
      await wish.getByPlaceholder('Ucapan').fill('Selamat menempuh hidup baru, Dimas & Rina!');
      await wish.getByRole('button', { name: /^(Kirim|Send)$/ }).click();
      await guestPage.getByText("Aww, terima kasih untuk ucapan dan do'anya!", { exact: false }).waitFor();
      await guestPage.close();
    } finally {
      await guest.close();
    }

    // The owner sees the answer in the list, the counts per event, the chart and the export.
    await page.reload();
    const row = page.getByRole('listitem').filter({ hasText: 'Rahmat Hidayat' }).first();
    await row.getByText('Akad Nikah: Hadir · 3 orang').waitFor();
    await row.getByText('Resepsi: Hadir · 3 orang').waitFor();
    const results = page.locator('section', { has: page.getByRole('heading', { name: 'Hasil RSVP' }) });
    await results.getByText('Lihat grafik dan rincian per acara').click();
    const table = results.getByRole('table');
    await expect.poll(() => table.getByRole('row', { name: /^Hadir/ }).textContent()).toMatch(/Hadir\s*1\s*1/);
    await expect.poll(() => table.getByRole('row', { name: /Jumlah orang/ }).textContent()).toMatch(/3\s*3$/);
    await results.locator('.recharts-surface').first().waitFor();
    const exported = await downloaded(page, () => page.getByRole('button', { name: 'Ekspor CSV' }).click());
    expect(exported.name).toBe(`tamu-${slug}.csv`);
    const line = exported.text.split('\r\n').find((l) => l.startsWith('"Rahmat Hidayat"'))!;
    expect(line).toContain('"Keluarga"');
    expect(line).toContain(`"${link}"`);
    expect(line).toMatch(/"Hadir","3","Hadir","3"$/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The wish is deleted after asking, and the public page no longer has it.
    await page.goto(`${baseUrl}/invitation/${id}/guest/wish`);
    const card = page.getByRole('listitem').filter({ hasText: 'Selamat menempuh hidup baru, Dimas & Rina!' });
    await card.getByRole('button', { name: /Hapus/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Hapus/ }).click();
    await page.getByText('Belum ada ucapan.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/${slug}`);
    await page.getByRole('button', { name: 'Buka Undangan' }).first().click();
    const publicWishes = page.locator('#wish');
    await publicWishes.getByPlaceholder('Ucapan').waitFor();
    await expect.poll(() => publicWishes.textContent()).not.toContain('Selamat menempuh hidup baru, Dimas & Rina!');
    const listed = await fetch(`${baseUrl}/v2/invitation/slug/${slug}/wish`).then((r) => r.json());
    expect((listed as { data: unknown[] }).data).toEqual([]);
    await page.close();
  });

  it('records a phone answer for a guest (marked so), and after the RSVP deadline the guest reads it closed', async () => {
    const { owner, id, slug } = await publishedWithTwoEvents();
    const sari = await ownerCall<{ id: string; code: string }>(baseUrl, owner, 'POST', `/v1/invitation/${id}/guest`, {
      name: 'Sari Wulandari',
      seats: 2,
    });
    const page = await ownerPage(owner, `/invitation/${id}/guest/list`);
    const card = page.getByRole('listitem').filter({ hasText: 'Sari Wulandari' }).first();
    await card.getByRole('button', { name: 'Catat jawaban Sari Wulandari' }).click();

    // What Sari said on the phone: the akad with 2 people, not the resepsi; 3 is more than her seats.
    const dialog = page.getByRole('dialog', { name: 'Jawaban RSVP Sari Wulandari' });
    const akad = dialog.getByRole('group', { name: 'Akad Nikah' });
    await akad.getByRole('radio', { name: 'Hadir' }).check();
    await akad.getByRole('spinbutton', { name: 'Jumlah orang' }).fill('3');
    await dialog.getByRole('group', { name: 'Resepsi' }).getByRole('radio', { name: 'Berhalangan' }).check();
    await dialog.getByRole('button', { name: 'Simpan Jawaban' }).click();
    await akad.getByText('Undangan ini untuk 2 orang', { exact: true }).last().waitFor();
    await akad.getByRole('spinbutton', { name: 'Jumlah orang' }).fill('2');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Simpan Jawaban' }).click();
    await page.getByText('Jawaban Sari Wulandari tersimpan').waitFor();
    await card.getByText('Dijawab lewat telepon').waitFor();
    await card.getByText('Akad Nikah: Hadir · 2 orang').waitFor();
    await card.getByText('Resepsi: Berhalangan').waitFor();

    // The deadline passed: Sari's link shows the answer given, closed, with no way to change it.
    await ownerCall(baseUrl, owner, 'PUT', `/v1/invitation/${id}/rsvp-deadline`, {
      rsvp_deadline: '2026-01-01T16:59:00.000Z',
    });
    const guest = await launchPhone();
    try {
      const guestPage = await guest.context.newPage();
      await guestPage.goto(`${baseUrl}/${slug}?to=${sari.code}`);
      await guestPage.getByRole('button', { name: 'Buka Undangan' }).first().click();
      await guestPage.locator('[data-flows="live"]').waitFor();
      const rsvp = guestPage.locator('#rsvp');
      await rsvp.getByText('Konfirmasi kehadiran sudah ditutup.').waitFor();
      await rsvp.getByText('Batas konfirmasi: Kamis, 1 Januari 2026 pukul 23.59 WIB').waitFor();
      await rsvp.getByText('Akad Nikah: Hadir · 2 orang').waitFor();
      expect(await rsvp.getByRole('button', { name: 'Ubah' }).count()).toBe(0);
      expect(await rsvp.getByRole('button', { name: 'Akan Hadir' }).count()).toBe(0);
      await guestPage.close();
    } finally {
      await guest.close();
    }
    await page.close();
  });
});
