import type { WishStatus } from '../../../schemas/entities/wish.schema';
import type { OwnerWishListMeta } from '../../../schemas/responses/owner-guests';
import { PENDING_WISHES_FILTER } from '../kit/wishes-page-path';

/** The filters of the owner's wishes: every wish, the ones waiting for approval, the hidden ones. */
export type WishFilter = 'all' | Exclude<WishStatus, 'shown'>;

export const WISH_FILTERS: readonly { key: WishFilter; label: string; address: string }[] = [
  { key: 'all', label: 'Semua', address: '' },
  { key: 'pending', label: 'Menunggu', address: PENDING_WISHES_FILTER },
  { key: 'hidden', label: 'Disembunyikan', address: 'disembunyikan' },
];

/** The filter the address names (`?ucapan=menunggu`, the dashboard's link: kit/wishes-page-path.ts), else every wish. */
export const wishFilterOf = (address: string | null): WishFilter =>
  WISH_FILTERS.find((filter) => filter.address !== '' && filter.address === address)?.key ?? 'all';

/**
 * 'Semua', 'Menunggu' and 'Disembunyikan', each with how many wishes it holds (once known), the chosen
 * one pressed.
 */
export function WishStatusFilter({
  selected,
  counts,
  onSelect,
}: {
  selected: WishFilter;
  counts: OwnerWishListMeta['counts'] | undefined;
  onSelect: (filter: WishFilter) => void;
}) {
  return (
    <div className="wish-filter" role="group" aria-label="Saring ucapan">
      {WISH_FILTERS.map((filter) => (
        <button
          key={filter.key}
          type="button"
          className="wish-filter__item"
          aria-pressed={filter.key === selected}
          onClick={() => onSelect(filter.key)}
        >
          {filter.label}
          {counts && <span className="wish-filter__count">{counts[filter.key]}</span>}
        </button>
      ))}
    </div>
  );
}
