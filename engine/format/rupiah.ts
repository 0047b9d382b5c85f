const number = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** Numbers in the Indonesian locale: 1500000 -> "1.500.000". */
export const formatNumber = (value: number): string => number.format(value);

/** Price shown as 'Rp' plus the formatted number: "Rp 1.500.000" (docs/product.md#formatting). */
export const formatRupiah = (value: number): string => `Rp ${formatNumber(value)}`;
