/**
 * The text an owner shares with the invitation's link (docs/product.md#share-caption): the owner's
 * `caption_share`, or the product's default, with `{nama}` and `{link}` filled in.
 */

/** The placeholders a caption may hold: the guest's name and the invitation's link. */
export const SHARE_PLACEHOLDERS = { guestName: '{nama}', link: '{link}' } as const;

/** Who `{nama}` names when the caption goes to no one in particular (the dashboard's share). */
export const ANY_GUEST = 'Bapak/Ibu/Saudara/i';

/** The caption of an invitation whose owner wrote none. */
export const DEFAULT_SHARE_CAPTION = [
  'Kepada Yth.',
  '{nama}',
  '',
  'Tanpa mengurangi rasa hormat, kami mengundang Bapak/Ibu/Saudara/i untuk hadir di acara pernikahan kami.',
  '',
  'Informasi lengkap acara dapat dilihat melalui tautan berikut:',
  '{link}',
  '',
  'Merupakan suatu kebahagiaan bagi kami apabila Bapak/Ibu/Saudara/i berkenan hadir dan memberikan doa restu.',
  '',
  'Terima kasih.',
].join('\n');

/**
 * The caption ready to send: every `{nama}` becomes the guest's name (ANY_GUEST without one), every
 * `{link}` the link; a blank caption is the default one, and a caption without `{link}` gets the
 * link on a line of its own at the end, so a shared text always leads to the invitation.
 */
export function fillShareCaption(
  caption: string | null | undefined,
  { guestName, link }: { guestName?: string; link: string },
): string {
  const text = caption?.trim() ? caption : DEFAULT_SHARE_CAPTION;
  const values: Record<string, string> = {
    [SHARE_PLACEHOLDERS.guestName]: guestName?.trim() || ANY_GUEST,
    [SHARE_PLACEHOLDERS.link]: link,
  };
  // One pass, so a name that happens to read "{link}" stays a name.
  const filled = text.replace(/\{nama\}|\{link\}/g, (placeholder) => values[placeholder] ?? placeholder);
  return text.includes(SHARE_PLACEHOLDERS.link) ? filled : `${filled.trimEnd()}\n\n${link}`;
}

/** WhatsApp's share address for a text (the app or web lets the owner pick the chat). */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
