/** A plan's name as a sentence shows it: 'luxury' -> 'Luxury'. */
export const planLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Why a theme cannot be chosen on a lower plan (docs/product.md#plans). */
export const lockedFor = (planName: string) => `Khusus paket ${planLabel(planName)}`;
