import { describe, expect, it } from 'vitest';
import { midtransAmount, midtransTime } from '../../server/services/payments/midtrans-gateway';
import { hasMidtransSignature, midtransSignatureOf } from '../../server/services/payments/midtrans-signature';
import { orderStatusOfMidtrans } from '../../server/services/payments/midtrans-status';

/** Midtrans's words read as ours (docs/product.md#midtrans), its amounts and times, and its signature. */

describe('orderStatusOfMidtrans', () => {
  it.each([
    ['settlement', undefined, 'paid'],
    ['settlement', 'accept', 'paid'],
    ['capture', 'accept', 'paid'],
    ['capture', 'challenge', 'pending'],
    ['capture', undefined, 'pending'],
    ['capture', 'deny', 'failed'],
    ['pending', undefined, 'pending'],
    ['authorize', undefined, 'pending'],
    ['expire', undefined, 'expired'],
    ['cancel', undefined, 'failed'],
    ['deny', undefined, 'failed'],
    ['failure', undefined, 'failed'],
    ['refund', undefined, 'refunded'],
    ['chargeback', undefined, 'refunded'],
    ['partial_refund', undefined, 'pending'],
    ['something-new', undefined, 'pending'],
  ] as const)('%s (fraud %s) -> %s', (transaction, fraud, ours) => {
    expect(orderStatusOfMidtrans(transaction, fraud)).toBe(ours);
  });
});

describe("Midtrans's amounts and times", () => {
  it('reads "99000.00" as 99000; anything malformed as NaN, which no order matches', () => {
    expect(midtransAmount('99000.00')).toBe(99_000);
    expect(midtransAmount('99000')).toBe(99_000);
    expect(midtransAmount('99000.50')).toBe(99_000.5);
    expect(midtransAmount('99.000,00')).toBeNaN();
    expect(midtransAmount(undefined)).toBeNaN();
  });

  it('writes a time in Western Indonesian Time', () => {
    expect(midtransTime('2026-12-06T17:30:05.123Z')).toBe('2026-12-07 00:30:05 +0700');
  });
});

describe('the notification signature', () => {
  // Midtrans's own example: order 1111, status 200, amount 100000.00 and its sample server key.
  const fields = { order_id: '1111', status_code: '200', gross_amount: '100000.00' };
  const key = 'askvnoibnosifnboseofinbofinfgbiufglnbfg';

  it('is SHA-512 of order_id + status_code + gross_amount + server key, in hex', () => {
    expect(midtransSignatureOf(fields, key)).toBe(
      'edc076b21793ebe3e17926350f5b8ae67d902fe657b3d0aa31b932d5c127e237' +
        '5d308a2bc94f3265ac2d80a1f181a79b997ac178a236fcff35af263fc4d4c231',
    );
    expect(midtransSignatureOf(fields, key)).not.toBe(midtransSignatureOf({ ...fields, status_code: '201' }, key));
  });

  it('holds only for the same fields and key', () => {
    const signature_key = midtransSignatureOf(fields, key);
    expect(hasMidtransSignature({ ...fields, signature_key }, key)).toBe(true);
    expect(hasMidtransSignature({ ...fields, signature_key: signature_key.toUpperCase() }, key)).toBe(true);
    expect(hasMidtransSignature({ ...fields, signature_key }, 'another-key')).toBe(false);
    expect(hasMidtransSignature({ ...fields, gross_amount: '1.00', signature_key }, key)).toBe(false);
    expect(hasMidtransSignature({ ...fields, signature_key: 'short' }, key)).toBe(false);
  });
});
