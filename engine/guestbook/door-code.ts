/**
 * A guest's door code (docs/product.md#qr-code): six characters printed under every guest QR code,
 * typed by the usher when the camera cannot read the code. It is computed from the guest's id, the
 * same in the browser and on the server, so no column holds it:
 *
 *   1. FNV-1a (32 bits) over the id's UTF-8 bytes, then murmur3's finaliser to spread the bits;
 *   2. the top 30 bits of that, written as six Crockford base32 characters, 5 bits each, most
 *      significant first.
 *
 * 30 bits make about a billion codes: two guests of one invitation rarely share one (300 guests:
 * about 1 in 24 000), and when they do, the usher picks among them by name.
 */

/** Crockford's base32: digits and capitals without I, L, O and U (never read as 1, 1, 0 or V). */
export const DOOR_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const DOOR_CODE_LENGTH = 6;

const utf8 = new TextEncoder();

/** FNV-1a over the bytes, then murmur3's fmix32: 32 well-mixed bits, unsigned. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of utf8.encode(text)) {
    hash = Math.imul(hash ^ byte, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The guest's six-character door code, e.g. "7K39QX" (shown as "7K3-9QX" by formatDoorCode). */
export function doorCodeOf(guestId: string): string {
  let bits = hash32(guestId) >>> 2;
  let code = '';
  for (let index = 0; index < DOOR_CODE_LENGTH; index++) {
    code = DOOR_CODE_ALPHABET[bits & 31] + code;
    bits >>>= 5;
  }
  return code;
}

/** A code as printed: two groups of three, "7K3-9QX", easier to read out and to type. */
export function formatDoorCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}

/** The face the code is printed in, where a picture draws it: monospace, each character apart. */
export const DOOR_CODE_FONT = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace";

/** The line printed under a guest's QR code: "Kode: 7K3-9QX". */
export const doorCodeLabel = (guestId: string) => `Kode: ${formatDoorCode(doorCodeOf(guestId))}`;

/**
 * What the usher typed, as a code: capitals, no spaces or dashes, and the letters Crockford reads as
 * digits (O → 0, I and L → 1). Other characters stay, so a wrong code is told apart, not guessed at.
 */
export function normalizeDoorCode(text: string): string {
  return text
    .toUpperCase()
    .replace(/[\s\-‐-―]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** Whether a normalised code has the code's length and alphabet. */
export function isDoorCode(code: string): boolean {
  return code.length === DOOR_CODE_LENGTH && [...code].every((char) => DOOR_CODE_ALPHABET.includes(char));
}

/** Every guest of the list whose door code is the typed one (several when codes collide; none when wrong). */
export function guestsWithDoorCode<G extends { id: string }>(guests: readonly G[], typed: string): G[] {
  const code = normalizeDoorCode(typed);
  if (!isDoorCode(code)) return [];
  return guests.filter((guest) => doorCodeOf(guest.id) === code);
}
