import { describe, expect, it } from 'vitest';
import { guestsCsv } from '../../../engine/guests/guest-csv-export';
import { readGuestCsv } from '../../../engine/guests/guest-csv-import';
import { ownerGuestOf } from '../../owner-guest-fixture';

/** The seats of each guest ('Kursi') in the guest list's CSV, out and back in (docs/product.md#guest-import). */

const rowsOf = (preview: ReturnType<typeof readGuestCsv>) =>
  preview.rows.map((row) => [row.line, row.name, row.seats, row.status, row.messages.join('; ')]);

describe("the CSV import's 'Kursi' column", () => {
  it('reads each row’s seats, leaves a blank one to the default, and says what cannot be taken', () => {
    const preview = readGuestCsv(
      ['Nama;Kursi;No. WhatsApp', 'Budi;4;081234567001', 'Siti;;', 'Andi;0;', 'Rina;21;', 'Joko;dua;', 'Eko; 3 ;'].join(
        '\r\n',
      ),
      [],
    );
    expect(preview.columns).toMatchObject({ seats: 'Kursi' });
    expect(rowsOf(preview)).toEqual([
      [2, 'Budi', 4, 'ok', ''],
      [3, 'Siti', null, 'ok', ''],
      [4, 'Andi', 0, 'problem', 'Kursi minimal 1'],
      [5, 'Rina', 21, 'problem', 'Kursi maksimal 20'],
      [6, 'Joko', null, 'problem', 'Kursi harus berupa angka'],
      [7, 'Eko', 3, 'ok', ''],
    ]);
    expect(preview.toImport).toEqual([
      { name: 'Budi', whatsapp_number: '+6281234567001', seats: 4 },
      { name: 'Siti' },
      { name: 'Eko', seats: 3 },
    ]);
  });

  it('reads the seats of a file the list exported', () => {
    const guest = ownerGuestOf({ id: 'g1', name: 'Keluarga Pak Harto', seats: 6, group: 'Keluarga', code: 'abc' });
    const text = guestsCsv([guest], [], (code) => `https://undangan.example/a?to=${code}`);
    expect(readGuestCsv(text, []).toImport).toEqual([{ name: 'Keluarga Pak Harto', group: 'Keluarga', seats: 6 }]);
  });
});
