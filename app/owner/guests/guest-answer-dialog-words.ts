/** The mark of an answer the owner recorded for the guest (docs/product.md#owner-answers). */
export const BY_OWNER_MARK = 'Dijawab lewat telepon';
