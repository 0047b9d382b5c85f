/**
 * When two guest rows are one person (docs/product.md#guest-import): the same WhatsApp number, or,
 * where a row has no number, the same name (case, spaces and accents aside). Shared by the import's
 * preview and the server, so the preview's "sudah ada" is what the server skips.
 */
export function guestIdentity(guest: { name: string; whatsapp_number?: string | null }): string {
  if (guest.whatsapp_number) return `wa:${guest.whatsapp_number}`;
  const name = guest.name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('id-ID')
    .replace(/\s+/g, ' ')
    .trim();
  return `nama:${name}`;
}
