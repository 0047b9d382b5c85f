import type { SouvenirRule } from '../../../schemas/requests/guestbook';
import type { Souvenir } from '../../../schemas/responses/guestbook';

/** How a souvenir kind is handed, in the owner's words. */
export const SOUVENIR_RULE_LABELS: Record<SouvenirRule, string> = {
  per_guest: 'Satu per tamu',
  per_person: 'Satu per orang yang hadir',
};

/** Stock is low at this many left or fewer: a tenth of the stock, at least 5. */
export const lowStockAt = (stock: number): number => Math.max(5, Math.ceil(stock / 10));

export type StockState = 'ok' | 'low' | 'out';

export function stockState(souvenir: Pick<Souvenir, 'stock' | 'left'>): StockState {
  if (souvenir.left <= 0) return 'out';
  return souvenir.left <= lowStockAt(souvenir.stock) ? 'low' : 'ok';
}

/** The warning a souvenir's card shows, or null while the stock is fine. */
export function stockWarning(souvenir: Pick<Souvenir, 'stock' | 'left'>): string | null {
  switch (stockState(souvenir)) {
    case 'out':
      return 'Stok habis. Tambah stok agar suvenir bisa diberikan lagi.';
    case 'low':
      return `Stok menipis: sisa ${souvenir.left}`;
    default:
      return null;
  }
}
