import { createHash, timingSafeEqual } from 'node:crypto';

/** The fields of a Midtrans notification its signature covers. */
export type SignedFields = { order_id: string; status_code: string; gross_amount: string; signature_key: string };

/** SHA-512 of order_id + status_code + gross_amount + server key, in hex, as Midtrans signs its notifications. */
export const midtransSignatureOf = (
  fields: Pick<SignedFields, 'order_id' | 'status_code' | 'gross_amount'>,
  serverKey: string,
): string =>
  createHash('sha512')
    .update(fields.order_id + fields.status_code + fields.gross_amount + serverKey)
    .digest('hex');

/**
 * Whether a notification was signed with our server key (so sent by Midtrans). Compared in constant
 * time, so a forger learns nothing from how long a wrong guess takes.
 */
export function hasMidtransSignature(fields: SignedFields, serverKey: string): boolean {
  const expected = Buffer.from(midtransSignatureOf(fields, serverKey), 'utf8');
  const given = Buffer.from(fields.signature_key.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
