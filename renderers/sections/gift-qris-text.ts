/** The QRIS part's fixed words (docs/product.md#gift-types). */
export const GIFT_QRIS_TEXT = {
  save: 'Simpan QRIS',
  close: 'Tutup',
  failed: 'QRIS gagal dimuat. Periksa koneksi Anda.',
  retry: 'Coba Lagi',
} as const;
