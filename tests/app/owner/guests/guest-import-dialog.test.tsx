// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestImportDialog } from '../../../../app/owner/guests/guest-import-dialog';
import { ownerKeys } from '../../../../app/queries/owner-queries';
import type { OwnerGuest } from '../../../../schemas/responses/owner-guests';
import { openDialogsByAttribute } from '../modal-dialogs';
import { freshQueryClient, routedApi, type Answer, type Call } from '../owner-page-harness';
import { ownerGuestOf } from '../../../owner-guest-fixture';

/**
 * 'Impor Tamu dari CSV' (docs/product.md#guest-import): a file is read and checked against the
 * invitation's guests before anything is written, then the ready rows go in batches of 500 with
 * their progress; a failed batch is tried again from where it stopped.
 */

openDialogsByAttribute();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = 'GET /v1/invitation/inv-1/guest';
const IMPORT = 'POST /v1/invitation/inv-1/guest/import';

const existing = (name: string, whatsapp_number: string | null = null): OwnerGuest =>
  ownerGuestOf({ id: `g-${name}`, name, whatsapp_number, code: `code-${name}` });
const guestList = (guests: OwnerGuest[]): Answer => ({
  body: { data: guests, meta: { total: guests.length, all: guests.length, page: 1, pageSize: 5000, groups: [] } },
});

/** Import calls answered by the test, one at a time, in order. */
function deferredImports() {
  const waiting: { call: Call; answer: (answer: Answer) => void }[] = [];
  const respond = (call: Call) => new Promise<Answer>((answer) => waiting.push({ call, answer }));
  /** The next import call once it has been sent. */
  const next = async () => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    return waiting.shift()!;
  };
  return { respond, next, waiting };
}

function open(routes: Parameters<typeof routedApi>[0]) {
  const calls = routedApi(routes);
  const queryClient = freshQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <GuestImportDialog invitationId="inv-1" onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Impor Tamu dari CSV' });
  return { calls, invalidate, onClose, dialog };
}

const fixture = (name: string) =>
  new File([readFileSync(resolve(import.meta.dirname, '../../../fixtures/guest-csv', name))], name, {
    type: 'text/csv',
  });
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Pilih berkas CSV'), { target: { files: [file] } });
const imports = (calls: Call[]) => calls.filter((call) => call.method === 'POST');
const sentNames = (call: Call) => (call.body as { guests: { name: string }[] }).guests.map((guest) => guest.name);

/** The preview's rows as their cells' text, header left out. */
const previewRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('GuestImportDialog', () => {
  it('explains the columns, offers the file picker and a template to download', async () => {
    const { dialog } = open({});
    expect(within(dialog).getByText(/kolom Nama \(wajib\), Grup dan No\. WhatsApp/)).toBeTruthy();
    const input = screen.getByLabelText('Pilih berkas CSV') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.csv,text/csv');

    let saved: Blob | undefined;
    vi.stubGlobal(
      'URL',
      Object.assign(Object.create(URL), {
        createObjectURL: (blob: Blob) => {
          saved = blob;
          return 'blob:contoh';
        },
        revokeObjectURL: vi.fn(),
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('contoh-daftar-tamu.csv');
      expect(this.getAttribute('href')).toBe('blob:contoh');
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unduh contoh CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(saved!.type).toBe('text/csv;charset=utf-8');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved!.arrayBuffer());
    expect(text).toBe(
      '\uFEFF"Nama","Grup","No. WhatsApp"\r\n"Budi Santoso","Keluarga","0812-3456-7890"\r\n"Siti Aminah","Teman Kantor","62 813 1111 2222"\r\n',
    );
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('previews a file with problems first, writes nothing, then imports the ready rows and sums up', async () => {
    const { calls, invalidate, onClose, dialog } = open({
      [LIST]: guestList([existing('JOKO')]),
      [IMPORT]: { body: { data: { added: 1, skipped: 0 } } },
    });
    choose(fixture('broken-rows.csv'));

    expect(await within(dialog).findByText('1 tamu siap diimpor · 6 bermasalah · 3 sudah ada')).toBeTruthy();
    expect(within(dialog).getByText(/Kolom yang dibaca: Nama, Grup, WA\./)).toBeTruthy();
    const rows = previewRows();
    expect(rows.slice(0, 4)).toEqual([
      ['2', '', 'Bermasalah: Nama tamu wajib diisi', 'Keluarga', '+62 812 3456 0001', '2'],
      ['3', 'Fajar', 'Bermasalah: Format nomor WhatsApp tidak valid', 'Teman', '12345', '2'],
      ['4', 'Gilang', 'Bermasalah: Format nomor WhatsApp tidak valid', 'Teman', '+1 415 555 0100', '2'],
      ['7', 'Hana Lagi', 'Dilewati: Sama dengan baris 6', 'Keluarga', '+62 812 3456 0002', '2'],
    ]);
    expect(rows).toContainEqual(['10', 'Joko', 'Dilewati: Sudah ada di daftar tamu', '', '', '2']);
    expect(rows).toContainEqual(['11', 'joko', 'Dilewati: Sudah ada di daftar tamu', '', '', '2']);
    expect(rows.at(-1)).toEqual(['6', 'Hana', 'Siap diimpor', 'Keluarga', '+62 812 3456 0002', '2']);
    expect(imports(calls)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Impor 1 tamu' }));
    const summary = await within(dialog).findByText('1 tamu ditambahkan');
    expect(summary.closest('[role="status"]')).toBeTruthy();
    expect(within(dialog).getByText('6 baris bermasalah tidak diimpor')).toBeTruthy();
    expect(within(dialog).getByText('3 baris ganda atau sudah ada tidak diimpor')).toBeTruthy();
    expect(within(dialog).queryByText(/dilewati karena sudah ada/)).toBeNull();
    expect(imports(calls).map((call) => call.body)).toEqual([
      { guests: [{ name: 'Hana', group: 'Keluarga', whatsapp_number: '+6281234560002' }] },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ownerKeys.invitation('inv-1') });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Selesai' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('imports a big file in batches of 500 with its progress, and tries a failed batch again from there', async () => {
    const server = deferredImports();
    const { calls, invalidate, dialog } = open({ [LIST]: guestList([]), [IMPORT]: server.respond });
    const lines = Array.from({ length: 1200 }, (_, index) => `Tamu ${index + 1},0812${String(index).padStart(8, '0')}`);
    choose(new File([`Nama,No. WhatsApp\n${lines.join('\n')}\n`], 'besar.csv', { type: 'text/csv' }));

    expect(await within(dialog).findByText('1.200 tamu siap diimpor')).toBeTruthy();
    expect(previewRows()).toHaveLength(200);
    expect(within(dialog).getByText('1.000 baris lain siap diimpor dan tidak ditampilkan.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Impor 1.200 tamu' }));
    expect(await within(dialog).findByText('Mengimpor 0 dari 1.200 tamu…')).toBeTruthy();
    const progress = within(dialog).getByRole('progressbar', { name: 'Kemajuan impor' }) as HTMLProgressElement;
    expect(progress.max).toBe(1200);

    const first = await server.next();
    expect(sentNames(first.call)).toHaveLength(500);
    expect(sentNames(first.call)[0]).toBe('Tamu 1');
    first.answer({ body: { data: { added: 500, skipped: 0 } } });
    expect(await within(dialog).findByText('Mengimpor 500 dari 1.200 tamu…')).toBeTruthy();
    expect((within(dialog).getByRole('progressbar') as HTMLProgressElement).value).toBe(500);

    const second = await server.next();
    expect(sentNames(second.call)[0]).toBe('Tamu 501');
    second.answer({ status: 503, body: { message: 'Server sedang sibuk, coba lagi nanti' } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Server sedang sibuk, coba lagi nanti');
    expect(within(dialog).getByText('Sudah diimpor 500 dari 1.200 tamu (500 ditambahkan).')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledTimes(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));
    const retried = await server.next();
    expect(sentNames(retried.call)).toHaveLength(500);
    expect(sentNames(retried.call)[0]).toBe('Tamu 501');
    retried.answer({ body: { data: { added: 498, skipped: 2 } } });
    const last = await server.next();
    expect(sentNames(last.call)).toEqual(lines.slice(1000).map((line) => line.split(',')[0]));
    last.answer({ body: { data: { added: 200, skipped: 0 } } });

    expect(await within(dialog).findByText('1.198 tamu ditambahkan')).toBeTruthy();
    expect(within(dialog).getByText('2 dilewati karena sudah ada')).toBeTruthy();
    expect(imports(calls)).toHaveLength(4);
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ownerKeys.invitation('inv-1') });
  });

  it('asks before closing while importing, and sends nothing more once stopped', async () => {
    const server = deferredImports();
    const { calls, onClose, invalidate, dialog } = open({ [LIST]: guestList([]), [IMPORT]: server.respond });
    const lines = Array.from({ length: 600 }, (_, index) => `Tamu ${index + 1}`);
    choose(new File([`Nama\n${lines.join('\n')}`], 'tamu.csv'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Impor 600 tamu' }));
    const first = await server.next();

    // Escape on the dialog asks too.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    const ask = screen.getByRole('dialog', { name: 'Hentikan impor?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Lanjutkan impor' }));
    expect(screen.queryByRole('dialog', { name: 'Hentikan impor?' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Hentikan' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Hentikan impor?' })).getByRole('button', { name: 'Hentikan impor' }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ownerKeys.invitation('inv-1') });

    first.answer({ body: { data: { added: 500, skipped: 0 } } });
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
    expect(imports(calls)).toHaveLength(1);
  });

  it('reads a header-less file and lets the owner choose another one', async () => {
    const { dialog } = open({ [LIST]: guestList([]) });
    choose(fixture('no-header.csv'));
    expect(await within(dialog).findByText('3 tamu siap diimpor')).toBeTruthy();
    expect(
      within(dialog).getByText(/Tanpa baris judul: kolom 1 nama, kolom 2 nomor WhatsApp, kolom 3 grup\./),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pilih berkas lain' }));
    choose(fixture('google-contacts.csv'));
    expect(await within(dialog).findByText('4 tamu siap diimpor · 2 bermasalah')).toBeTruthy();
  });

  it('says when a file holds no guests, or nothing is ready to import', async () => {
    const { dialog, calls } = open({ [LIST]: guestList([existing('Ani', '+6281234567890')]) });
    choose(new File(['\uFEFFNama;Grup;No. WhatsApp\r\n'], 'kosong.csv'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Berkas tidak berisi tamu');
    expect(screen.getByLabelText('Pilih berkas CSV')).toBeTruthy();

    choose(new File(['Nama,WA\nAni,0812-3456-7890\nBudi,123\n'], 'lama.csv'));
    expect(await within(dialog).findByText('0 tamu siap diimpor · 1 bermasalah · 1 sudah ada')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Impor 0 tamu' }) as HTMLButtonElement).disabled).toBe(true);
    expect(imports(calls)).toEqual([]);
  });

  it('shows why the guest list could not be read', async () => {
    const { dialog } = open({ [LIST]: { status: 500, body: { message: 'Daftar tamu gagal dimuat' } } });
    choose(fixture('excel-semicolon-bom.csv'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Daftar tamu gagal dimuat');
  });
});
