/**
 * The add-ons a plan may offer (its `add_ons` lists their codes), each with its Indonesian name and
 * price in Rupiah. None is on sale yet: an order naming one is refused until a plan lists it.
 */
export const ADD_ON_CATALOGUE: Record<string, { name: string; price: number }> = {};
