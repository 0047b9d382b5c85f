import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeCsvBytes,
  GUEST_CSV_ROWS_MAX,
  readGuestCsv,
  type GuestCsvPreview,
} from '../../../engine/guests/guest-csv-import';

/**
 * Reading the owner's guest CSV (docs/product.md#guest-import): Excel, Google Contacts and
 * hand-written files, each row checked with the server's rules and messages before anything is sent.
 */

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/guest-csv/${name}`, import.meta.url), 'utf8');

/** Each row as [line, name, group, normalised number, status, messages joined]. */
const table = (preview: GuestCsvPreview) =>
  preview.rows.map((row) => [row.line, row.name, row.group, row.whatsapp_number, row.status, row.messages.join(' | ')]);

describe('readGuestCsv: Excel with ; and a BOM', () => {
  const text = fixture('excel-semicolon-bom.csv');

  it('is the file Excel writes: a real BOM, CRLF line endings', () => {
    const bytes = readFileSync(new URL('../../fixtures/guest-csv/excel-semicolon-bom.csv', import.meta.url));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toContain('\r\n');
  });

  it('reads the header without its BOM, and every number as +62…', () => {
    const preview = readGuestCsv(text, []);
    expect(preview.fileProblem).toBeNull();
    expect(preview.columns).toEqual({
      name: ['Nama'],
      group: 'Grup',
      number: ['No. WhatsApp'],
      seats: null,
      vip: null,
    });
    expect(table(preview)).toEqual([
      [2, 'Budi Santoso', 'Keluarga', '+6281234567890', 'ok', ''],
      [3, 'Siti Aminah', 'Teman Kantor', '+6281298765432', 'ok', ''],
      [4, 'Rudi Hartono', 'Teman Kuliah', '+6281311112222', 'ok', ''],
      [5, 'Dewi Lestari', '', null, 'ok', ''],
      [6, 'Pak RT 05', 'Tetangga', '+6285712345678', 'ok', ''],
    ]);
    expect(preview.rows[0]!.number).toBe('0812-3456-7890');
    expect(preview.counts).toEqual({ rows: 5, ok: 5, problem: 0, duplicate: 0 });
  });

  it('sends the ready rows without empty groups or numbers', () => {
    expect(readGuestCsv(text, []).toImport).toEqual([
      { name: 'Budi Santoso', group: 'Keluarga', whatsapp_number: '+6281234567890' },
      { name: 'Siti Aminah', group: 'Teman Kantor', whatsapp_number: '+6281298765432' },
      { name: 'Rudi Hartono', group: 'Teman Kuliah', whatsapp_number: '+6281311112222' },
      { name: 'Dewi Lestari' },
      { name: 'Pak RT 05', group: 'Tetangga', whatsapp_number: '+6285712345678' },
    ]);
  });

  it('marks the guests the invitation already has: the same number, or the same name without numbers', () => {
    const preview = readGuestCsv(text, [
      { name: 'Bapak Budi', whatsapp_number: '+6281234567890' },
      { name: '  dewi   LESTARI ', whatsapp_number: null },
      // The same name with a number is another person than a row without one.
      { name: 'Pak RT 05', whatsapp_number: '+6281200000000' },
    ]);
    expect(table(preview).filter((row) => row[4] !== 'ok')).toEqual([
      [2, 'Budi Santoso', 'Keluarga', '+6281234567890', 'duplicate', 'Sudah ada di daftar tamu'],
      [5, 'Dewi Lestari', '', null, 'duplicate', 'Sudah ada di daftar tamu'],
    ]);
    expect(preview.counts).toEqual({ rows: 5, ok: 3, problem: 0, duplicate: 2 });
    expect(preview.toImport.map((row) => row.name)).toEqual(['Siti Aminah', 'Rudi Hartono', 'Pak RT 05']);
  });

  it('reads the same file decoded from its bytes, and a Windows-1252 file', () => {
    const bytes = readFileSync(new URL('../../fixtures/guest-csv/excel-semicolon-bom.csv', import.meta.url));
    expect(readGuestCsv(decodeCsvBytes(bytes), []).counts.ok).toBe(5);
    const latin1 = Uint8Array.from(
      [...'Nama;Grup\r\nAndr', 0xe9, ...'s;Teman\r\n'].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)),
    );
    expect(readGuestCsv(decodeCsvBytes(latin1), []).rows[0]!.name).toBe('Andrés');
  });
});

describe('readGuestCsv: Google Contacts', () => {
  const preview = readGuestCsv(fixture('google-contacts.csv'), []);

  it('joins the name parts, takes the first label that is not Google’s own, and the first number that is WhatsApp', () => {
    expect(preview.columns).toEqual({
      name: ['First Name', 'Middle Name', 'Last Name'],
      group: 'Labels',
      number: ['Phone 1 - Value', 'Phone 2 - Value'],
      seats: null,
      vip: null,
    });
    expect(table(preview)).toEqual([
      [2, 'Andi Wijaya', 'Teman Kantor', '+6281234567001', 'ok', ''],
      // "+1 415-555-0100 ::: 0813-2222-3333": the second number of the cell.
      [3, 'Rina Putri Maharani', 'Keluarga', '+6281322223333', 'ok', ''],
      // A landline in Phone 1, the mobile in Phone 2; "* myContacts" only: no group.
      [4, 'Bayu', '', '+6285711112222', 'ok', ''],
      [5, 'Joko Susilo', 'Keluarga', null, 'ok', ''],
      [6, '', '', '+6281299990000', 'problem', 'Nama tamu wajib diisi'],
      [7, 'Mary Smith', 'Teman Kuliah', null, 'problem', 'Format nomor WhatsApp tidak valid'],
    ]);
    expect(preview.rows[1]!.number).toBe('0813-2222-3333');
    expect(preview.rows[5]!.number).toBe('+1 212-555-0199');
    expect(preview.counts).toEqual({ rows: 6, ok: 4, problem: 2, duplicate: 0 });
  });

  it('reads the old export too: Name, or Given/Additional/Family Name, and Group Membership', () => {
    const old = [
      'Name,Given Name,Additional Name,Family Name,Group Membership,Phone 1 - Type,Phone 1 - Value',
      'Pak Harun,Harun,,Rasyid,* myContacts ::: Keluarga Besar,Mobile,0812 1234 5678',
      ',Nia,,Ramadhani,* starred ::: * myContacts,Mobile,+62 813-4444-5555',
    ].join('\n');
    expect(table(readGuestCsv(old, []))).toEqual([
      [2, 'Pak Harun', 'Keluarga Besar', '+6281212345678', 'ok', ''],
      [3, 'Nia Ramadhani', '', '+6281344445555', 'ok', ''],
    ]);
  });
});

describe('readGuestCsv: quoted fields', () => {
  it('keeps commas and doubled quotes, joins a line break in a name or group into a space, and counts lines', () => {
    expect(table(readGuestCsv(fixture('quoted-multiline.csv'), []))).toEqual([
      [2, 'Dr. Hendra, Sp.A', 'Keluarga, Besar', '+6281211112222', 'ok', ''],
      [3, 'Ayu "Uti" Lestari', 'Sahabat', '+6281233334444', 'ok', ''],
      [4, 'Bapak Slamet dan Ibu', 'Tetangga', '+6281255556666', 'ok', ''],
      [6, 'Citra', 'Teman Kantor', null, 'ok', ''],
      [8, 'Eka', 'Teman', '+6281277778888', 'ok', ''],
    ]);
  });

  it('gives a line that cannot be read its problem instead of failing', () => {
    const preview = readGuestCsv('Nama,Grup,WA\nAni,Teman,081234567890\n"Budi,Teman,081234567891\nCici,,\n', []);
    expect(table(preview)).toEqual([
      [2, 'Ani', 'Teman', '+6281234567890', 'ok', ''],
      [3, 'Budi,Teman,081234567891 Cici,,', '', null, 'problem', 'Baris tidak terbaca: tanda kutip tidak ditutup'],
    ]);
    expect(preview.toImport).toEqual([{ name: 'Ani', group: 'Teman', whatsapp_number: '+6281234567890' }]);
  });
});

describe('readGuestCsv: problems', () => {
  const preview = readGuestCsv(fixture('broken-rows.csv'), []);

  it('says what is wrong with each row, in the server’s words, skipping blank lines', () => {
    const group = 'Kelompok arisan ibu-ibu kompleks perumahan griya asri blok C';
    expect(table(preview)).toEqual([
      [2, '', 'Keluarga', '+6281234560001', 'problem', 'Nama tamu wajib diisi'],
      [3, 'Fajar', 'Teman', null, 'problem', 'Format nomor WhatsApp tidak valid'],
      [4, 'Gilang', 'Teman', null, 'problem', 'Format nomor WhatsApp tidak valid'],
      [6, 'Hana', 'Keluarga', '+6281234560002', 'ok', ''],
      [7, 'Hana Lagi', 'Keluarga', '+6281234560002', 'duplicate', 'Sama dengan baris 6'],
      [8, 'Indra', group, null, 'problem', 'Grup maksimal 50 karakter'],
      [10, 'Joko', '', null, 'ok', ''],
      [11, 'joko', '', null, 'duplicate', 'Sama dengan baris 10'],
      [12, expect.stringMatching(/^Raden Mas Panji/), 'Teman', null, 'problem', 'Nama tamu maksimal 100 karakter'],
      [
        13,
        '',
        group,
        null,
        'problem',
        'Nama tamu wajib diisi | Grup maksimal 50 karakter | Format nomor WhatsApp tidak valid',
      ],
    ]);
    expect(preview.counts).toEqual({ rows: 10, ok: 2, problem: 6, duplicate: 2 });
    expect(preview.toImport).toEqual([
      { name: 'Hana', group: 'Keluarga', whatsapp_number: '+6281234560002' },
      { name: 'Joko' },
    ]);
  });

  it('keeps the number as typed beside the problem', () => {
    expect(preview.rows.find((row) => row.name === 'Gilang')!.number).toBe('+1 415 555 0100');
  });

  it('counts a name in characters: 100 pass, 101 do not', () => {
    const rows = readGuestCsv(`Nama\n${'é'.repeat(100)}\n${'a'.repeat(101)}\n`, []).rows;
    expect(rows.map((row) => row.status)).toEqual(['ok', 'problem']);
  });

  it('matches an existing guest before an earlier row', () => {
    const again = readGuestCsv(fixture('broken-rows.csv'), [{ name: 'JOKO', whatsapp_number: null }]);
    expect(table(again).filter((row) => String(row[1]).toLowerCase() === 'joko')).toEqual([
      [10, 'Joko', '', null, 'duplicate', 'Sudah ada di daftar tamu'],
      [11, 'joko', '', null, 'duplicate', 'Sudah ada di daftar tamu'],
    ]);
  });
});

describe('readGuestCsv: files without a header', () => {
  it('reads column 1 as the name, 2 as the number and 3 as the group, the first row included', () => {
    const preview = readGuestCsv(fixture('no-header.csv'), []);
    expect(preview.columns).toBeNull();
    expect(table(preview)).toEqual([
      [1, 'Kevin Sanjaya', 'Teman', '+6281234567001', 'ok', ''],
      [2, 'Lina', 'Keluarga', null, 'ok', ''],
      [3, 'Marcus Gideon', '', '+6281234567003', 'ok', ''],
    ]);
  });

  it('reads a list of names alone, and tab-separated files', () => {
    expect(readGuestCsv('Ani\nBudi\n', []).toImport).toEqual([{ name: 'Ani' }, { name: 'Budi' }]);
    expect(readGuestCsv('Nama\tHP\tKelompok\nAni\t0812 3456 7890\tTeman\n', []).toImport).toEqual([
      { name: 'Ani', group: 'Teman', whatsapp_number: '+6281234567890' },
    ]);
  });

  it('follows Excel’s "sep=" line, counting it as line 1', () => {
    const preview = readGuestCsv('sep=;\r\nNama Lengkap;Kategori;Nomor HP\r\nAni, S.Pd;Guru;081234567890\r\n', []);
    expect(table(preview)).toEqual([[3, 'Ani, S.Pd', 'Guru', '+6281234567890', 'ok', '']]);
  });
});

describe('readGuestCsv: whole-file problems', () => {
  it('says an empty or header-only file holds no guests', () => {
    for (const text of ['', '\uFEFF', '\r\n\r\n', 'Nama;Grup;No. WhatsApp\r\n', '\uFEFFNama,Grup\n\n , ,\n']) {
      const preview = readGuestCsv(text, []);
      expect(preview.fileProblem).toBe('Berkas tidak berisi tamu');
      expect(preview.rows).toEqual([]);
      expect(preview.toImport).toEqual([]);
    }
  });

  it(`refuses more than ${GUEST_CSV_ROWS_MAX} rows`, () => {
    const rows = (count: number) =>
      ['Nama', ...Array.from({ length: count }, (_, index) => `Tamu ${index + 1}`)].join('\n');
    expect(readGuestCsv(rows(5_000), []).counts.ok).toBe(5_000);
    const tooMany = readGuestCsv(rows(5_001), []);
    expect(tooMany.fileProblem).toBe('Maksimal 5.000 tamu dalam satu berkas');
    expect(tooMany.toImport).toEqual([]);
  });

  it('says a header without a name column, and a spreadsheet that is no CSV', () => {
    expect(readGuestCsv('Grup,WA\nTeman,081234567890\n', []).fileProblem).toBe(
      'Kolom nama tamu tidak ditemukan pada baris judul',
    );
    expect(readGuestCsv('PK\u0003\u0004\u0014\u0000\u0006\u0000', []).fileProblem).toBe(
      'Berkas ini bukan CSV. Dari Excel, simpan dulu sebagai "CSV UTF-8".',
    );
  });
});

describe('readGuestCsv: the VIP column', () => {
  it('reads ya/tidak, yes/no, 1/0 and true/false in any case, blank as no, and flags any other word', () => {
    const text = [
      'Nama,VIP',
      'Pak Camat,Ya',
      'Bu Lurah,TIDAK',
      'Pak Haji,yes',
      'Mas Joko,no',
      'Bu Dokter,1',
      'Pak Guru,0',
      'Pak Kades,True',
      'Mbak Rina,false',
      'Om Bayu,',
      'Tante Sri,mungkin',
    ].join('\n');
    const preview = readGuestCsv(text, []);
    expect(preview.columns).toMatchObject({ name: ['Nama'], vip: 'VIP' });
    expect(preview.rows.map((row) => [row.name, row.vip, row.status, row.messages.join(' | ')])).toEqual([
      ['Pak Camat', true, 'ok', ''],
      ['Bu Lurah', false, 'ok', ''],
      ['Pak Haji', true, 'ok', ''],
      ['Mas Joko', false, 'ok', ''],
      ['Bu Dokter', true, 'ok', ''],
      ['Pak Guru', false, 'ok', ''],
      ['Pak Kades', true, 'ok', ''],
      ['Mbak Rina', false, 'ok', ''],
      ['Om Bayu', false, 'ok', ''],
      ['Tante Sri', false, 'problem', 'VIP harus ya atau tidak'],
    ]);
    expect(preview.toImport.filter((row) => row.vip).map((row) => row.name)).toEqual([
      'Pak Camat',
      'Pak Haji',
      'Bu Dokter',
      'Pak Kades',
    ]);
    expect(preview.toImport.find((row) => row.name === 'Bu Lurah')).toEqual({ name: 'Bu Lurah' });
  });
});
