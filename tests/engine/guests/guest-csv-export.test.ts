import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  csvText,
  formatJakartaDateTime,
  giftConfirmationsCsv,
  guestsCsv,
  wishesCsv,
} from '../../../engine/guests/guest-csv-export';
import { readGuestCsv } from '../../../engine/guests/guest-csv-import';
import type { GiftConfirmation } from '../../../schemas/entities/gift-confirmation.schema';
import type { Wish } from '../../../schemas/entities/wish.schema';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { ownerGuestOf } from '../../owner-guest-fixture';

/** The owner's lists as CSV files for Excel (docs/product.md#guest-import). */

/** The file read back the way a spreadsheet reads it: BOM off, rows of cells. */
function parse(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ',', newline: '\r\n', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const guest = ownerGuestOf;

const guests: OwnerGuest[] = [
  guest({
    id: 'g1',
    name: 'Budi Santoso',
    group: 'Keluarga',
    whatsapp_number: '+6281234567890',
    code: 'abc123',
    sent_at: '2026-06-14T01:05:00.000Z',
    rsvp: [
      { event_id: 'akad', is_attend: true, pax: 2 },
      { event_id: 'resepsi', is_attend: false, pax: 0 },
    ],
  }),
  guest({ id: 'g2', name: 'Siti "Ika" Aminah, S.E.', group: 'Teman Kantor', code: 'def456' }),
  guest({
    id: 'g3',
    name: 'Rudi',
    whatsapp_number: '+6285712345678',
    seats: 4,
    vip: true,
    code: 'ghi789',
    rsvp: [{ event_id: 'resepsi', is_attend: true, pax: 3 }],
  }),
];
const events = [
  { id: 'akad', label: 'Akad Nikah' },
  { id: 'resepsi', label: 'Resepsi' },
];
const linkOf = (code: string) => `https://undangan.example/raka-ayu?to=${code}`;

describe('guestsCsv', () => {
  const text = guestsCsv(guests, events, linkOf);

  it('is UTF-8 with a BOM, `,` and CRLF', () => {
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFF"Nama","Grup","Nomor WhatsApp","Kursi","VIP","Tautan pribadi","Tautan terkirim","Waktu kirim","Akad Nikah – Kehadiran","Akad Nikah – Jumlah orang","Resepsi – Kehadiran","Resepsi – Jumlah orang"',
    );
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('holds each guest with the number as people write it, the link, the sending and each event’s answer', () => {
    expect(parse(text).slice(1)).toEqual([
      [
        'Budi Santoso',
        'Keluarga',
        '0812-3456-7890',
        '2',
        'Tidak',
        'https://undangan.example/raka-ayu?to=abc123',
        'Ya',
        '14 Juni 2026 08.05',
        'Hadir',
        '2',
        'Berhalangan',
        '0',
      ],
      [
        'Siti "Ika" Aminah, S.E.',
        'Teman Kantor',
        '',
        '2',
        'Tidak',
        'https://undangan.example/raka-ayu?to=def456',
        'Belum',
        '',
        'Belum menjawab',
        '',
        'Belum menjawab',
        '',
      ],
      [
        'Rudi',
        '',
        '0857-1234-5678',
        '4',
        'Ya',
        'https://undangan.example/raka-ayu?to=ghi789',
        'Belum',
        '',
        'Belum menjawab',
        '',
        'Hadir',
        '3',
      ],
    ]);
  });

  it('without events, stops at the sending columns', () => {
    expect(parse(guestsCsv(guests, [], linkOf))[0]).toHaveLength(8);
  });

  it('imports back as the same names, groups, numbers, seats and VIP', () => {
    const preview = readGuestCsv(text, []);
    expect(preview.counts).toEqual({ rows: 3, ok: 3, problem: 0, duplicate: 0 });
    expect(preview.toImport).toEqual([
      { name: 'Budi Santoso', group: 'Keluarga', whatsapp_number: '+6281234567890', seats: 2 },
      { name: 'Siti "Ika" Aminah, S.E.', group: 'Teman Kantor', seats: 2 },
      { name: 'Rudi', whatsapp_number: '+6285712345678', seats: 4, vip: true },
    ]);
    // And importing it into the invitation it came from adds nobody.
    expect(readGuestCsv(text, guests).counts).toEqual({ rows: 3, ok: 0, problem: 0, duplicate: 3 });
  });
});

/**
 * The cells of a file read as Indonesian Excel reads a CSV, `;` between cells: a cell that starts with
 * a quote runs to the closing quote ("" is a quote inside), and what follows it up to the next `;` or
 * line break is taken as it stands.
 */
function cellsReadWithSemicolons(text: string): string[] {
  const cells: string[] = [];
  let at = 1; // after the BOM
  while (at < text.length) {
    let cell = '';
    if (text[at] === '"') {
      const quoted = /((?:[^"]|"")*)"?/y;
      quoted.lastIndex = at + 1;
      cell = quoted.exec(text)![1]!.replaceAll('""', '"');
      at = quoted.lastIndex;
    }
    const rest = /[;\r\n]/g;
    rest.lastIndex = at;
    const end = rest.exec(text)?.index ?? text.length;
    cells.push(cell + text.slice(at, end));
    at = text.startsWith('\r\n', end) ? end + 2 : end + 1;
  }
  return cells;
}

describe('formula injection (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil","klik")', `'=HYPERLINK("http://evil","klik")`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['+cmd', `'+cmd`],
    ['+1+HYPERLINK("http://evil.example")', `'+1+HYPERLINK("http://evil.example")`],
    ["-2+3+cmd|' /C calc'!A0", `'-2+3+cmd|' /C calc'!A0`],
    ['- Budi', `'- Budi`],
    ['\tTab', `'\tTab`],
    ['\rCR', `'\rCR`],
    ['=1+1\nbaris kedua', `'=1+1\nbaris kedua`],
    ['+62 812 3456 7890', `'+62 812 3456 7890`],
    ['Budi = Ani', 'Budi = Ani'],
  ])('a text cell %j is written as %j', (value, written) => {
    expect(parse(csvText(['A'], [[value]]))[1]).toEqual([written]);
  });

  it('writes numbers as numbers, a negative one too', () => {
    const text = csvText(['Jumlah'], [[-25000], [2]]);
    expect(text.split('\r\n').slice(1, 3)).toEqual(['"-25000"', '"2"']);
  });

  it('guards every cell of an export, names and groups included', () => {
    const rows = parse(
      guestsCsv(
        [guest({ name: '=1+1', group: '@Keluarga', whatsapp_number: '+6281234567890', code: 'x' })],
        [{ id: 'e', label: '=Resepsi;=1' }],
        () => '-link',
      ),
    );
    expect(rows[0]!.slice(8)).toEqual(["'=Resepsi;'=1 – Kehadiran", "'=Resepsi;'=1 – Jumlah orang"]);
    expect(rows[1]!.slice(0, 6)).toEqual(["'=1+1", "'@Keluarga", '0812-3456-7890', '2', 'Tidak', "'-link"]);
  });

  it('starts no cell with a formula when read with `;`, as Indonesian Excel reads it', () => {
    const hostile = [
      'Budi;=1+1',
      'x;+HYPERLINK("http://evil.example")',
      'y; -2+3+cmd',
      'z;@SUM(A1)',
      'w;\t=1',
      'Selamat!\r\n=1+1',
      'a"";=1',
    ];
    const texts = [
      wishesCsv(
        hostile.map((name, index) => ({
          id: `w${index}`,
          name,
          message: name,
          created_at: '2026-06-14T09:00:00.000Z',
        })),
      ),
      guestsCsv(
        hostile.map((name, index) => guest({ id: `g${index}`, name, group: name, code: `k${index}` })),
        events,
        linkOf,
      ),
      giftConfirmationsCsv(
        hostile.map((name, index) => ({
          id: `c${index}`,
          buyer_name: name,
          whatsapp_number: name,
          purchase_date: '2026-05-05T00:00:00.000Z',
          shipping_expedition: name,
          shipping_receipt: name,
          notes: name,
          invitation_wishlist_id: 'w1',
          invitation_id: 'inv-1',
          status: 'pending',
          created_at: '2026-05-05T03:00:00.000Z',
        })),
        [{ id: 'w1', product_name: 'Stand mixer;=1' }],
      ),
    ];
    for (const text of texts) {
      const cells = cellsReadWithSemicolons(text);
      expect(cells.length).toBeGreaterThan(hostile.length);
      for (const cell of cells) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('quotes cells holding commas, quotes and line breaks', () => {
    expect(parse(csvText(['A', 'B'], [['satu, dua', 'baris\r\nbaru']]))).toEqual([
      ['A', 'B'],
      ['satu, dua', 'baris\r\nbaru'],
    ]);
  });
});

describe('wishesCsv', () => {
  it('holds who, what and when, in Jakarta’s time', () => {
    const wishes: Wish[] = [
      { id: 'w1', name: 'Ani', message: 'Selamat ya!\nSemoga sakinah.', created_at: '2026-06-13T17:30:00.000Z' },
      { id: 'w2', name: 'Budi', message: '=selamat', rsvp: 'present', created_at: '2026-06-14T09:00:00.000Z' },
    ];
    expect(parse(wishesCsv(wishes))).toEqual([
      ['Nama', 'Ucapan', 'Waktu'],
      ['Ani', 'Selamat ya!\nSemoga sakinah.', '14 Juni 2026 00.30'],
      ['Budi', "'=selamat", '14 Juni 2026 16.00'],
    ]);
  });

  it('formats no time as an empty cell', () => {
    expect(formatJakartaDateTime(null)).toBe('');
    expect(formatJakartaDateTime('bukan tanggal')).toBe('');
  });
});

describe('giftConfirmationsCsv', () => {
  const confirmation = (overrides: Partial<GiftConfirmation>): GiftConfirmation => ({
    id: 'c',
    buyer_name: 'Dewi',
    whatsapp_number: '081234567890',
    purchase_date: '2026-05-05T00:00:00.000Z',
    shipping_expedition: 'JNE',
    shipping_receipt: 'JNE123',
    invitation_wishlist_id: 'w1',
    invitation_id: 'inv-1',
    status: 'pending',
    created_at: '2026-05-05T03:00:00.000Z',
    ...overrides,
  });

  it('names the gift and says the status in Indonesian', () => {
    const text = giftConfirmationsCsv(
      [
        confirmation({ notes: 'Dikirim ke rumah' }),
        confirmation({
          id: 'c2',
          buyer_name: 'Eko',
          invitation_wishlist_id: 'w2',
          status: 'received',
          whatsapp_number: '62857 1234 5678',
        }),
        confirmation({ id: 'c3', invitation_wishlist_id: 'hilang', whatsapp_number: '12345' }),
      ],
      [
        { id: 'w1', product_name: 'Stand mixer' },
        { id: 'w2', product_name: 'Rice cooker' },
      ],
    );
    expect(parse(text)).toEqual([
      ['Kado', 'Nama pembeli', 'Nomor WhatsApp', 'Tanggal pembelian', 'Ekspedisi', 'Nomor resi', 'Catatan', 'Status'],
      ['Stand mixer', 'Dewi', '0812-3456-7890', '5 Mei 2026', 'JNE', 'JNE123', 'Dikirim ke rumah', 'Menunggu'],
      ['Rice cooker', 'Eko', '0857-1234-5678', '5 Mei 2026', 'JNE', 'JNE123', '', 'Diterima'],
      ['', 'Dewi', '12345', '5 Mei 2026', 'JNE', 'JNE123', '', 'Menunggu'],
    ]);
  });
});
