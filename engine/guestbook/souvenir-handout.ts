import type { Souvenir, VenueGuest, VenueHandout } from '../../schemas/responses/guestbook';

/**
 * How many of a souvenir a guest is handed (docs/product.md#guestbook): one for the guest
 * (`per_guest`), or one for every person checked in with them (`per_person`, at least one).
 */
export const handoutQuantity = (souvenir: Pick<Souvenir, 'rule'>, pax: number): number =>
  souvenir.rule === 'per_person' ? Math.max(1, Math.floor(pax)) : 1;

export type SouvenirChoice = {
  souvenir: Souvenir;
  /** How many go to this guest now. */
  quantity: number;
  /** Already handed to this guest (never twice). */
  handed: boolean;
  /** When and by whom it was handed, as far as the device knows. */
  handout: VenueHandout | null;
  /** What is left covers the quantity. */
  enough: boolean;
};

/** Each souvenir kind as the usher may hand it to `guest` arriving with `pax` people. */
export function souvenirChoices(
  souvenirs: readonly Souvenir[],
  guest: Pick<VenueGuest, 'souvenir_ids'> & Partial<Pick<VenueGuest, 'souvenir_handouts'>>,
  pax: number,
): SouvenirChoice[] {
  return souvenirs.map((souvenir) => {
    const quantity = handoutQuantity(souvenir, pax);
    return {
      souvenir,
      quantity,
      handed: guest.souvenir_ids.includes(souvenir.id),
      handout: guest.souvenir_handouts?.find((handout) => handout.souvenir_id === souvenir.id) ?? null,
      enough: souvenir.left >= quantity,
    };
  });
}
