import { describe, expect, it } from 'vitest';
import { detailLines } from '../../../app/admin/log/action-detail';

describe("the operator log's detail in words", () => {
  it("says an order's decision, a plan's change field by field, and a suspension's reason", () => {
    expect(
      detailLines({ status: { from: 'pending', to: 'rejected' }, gross_amount: 49000, reason: 'Nominal kurang' }),
    ).toEqual(['Status: Menunggu pembayaran → Ditolak', 'Jumlah: Rp 49.000', 'Alasan: Nominal kurang']);
    expect(
      detailLines({
        before: { price: 49000, discount_price: null, section: ['opening', 'quote'] },
        after: { price: 59000, discount_price: 45000, section: ['opening'] },
      }),
    ).toEqual([
      'Harga: Rp 49.000 → Rp 59.000',
      'Harga diskon: — → Rp 45.000',
      'Bagian yang diizinkan: Pembuka, Kutipan → Pembuka',
    ]);
    expect(detailLines({ slug: 'rina-dimas', was: 'Spam', note: 'Sudah diperbaiki' })).toEqual([
      'Undangan: rina-dimas',
      'Alasan sebelumnya: Spam',
      'Catatan: Sudah diperbaiki',
    ]);
    expect(detailLines(null)).toEqual([]);
  });
});
