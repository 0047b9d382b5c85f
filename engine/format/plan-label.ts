/** A plan's name as a sentence shows it: 'luxury' -> 'Luxury' (docs/product.md#plans). */
export const planLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
