import type { FastifyRequest } from 'fastify';
import { withoutNumberSeparators } from '../../schemas/payloads/phone-number';

type WithNumber = { whatsapp_number?: unknown };

const clean = (item: unknown) => {
  if (item && typeof item === 'object' && typeof (item as WithNumber).whatsapp_number === 'string') {
    const holder = item as { whatsapp_number: string };
    holder.whatsapp_number = withoutNumberSeparators(holder.whatsapp_number);
  }
};

/**
 * A route's preValidation hook (docs/product.md#phone-number): a WhatsApp number typed with spaces,
 * dashes, dots or brackets ('0812-3456 7890') has them taken out before the schema checks SPEC's
 * pattern, on the body's `whatsapp_number` and on each of its `guests` (an import). The pattern and its
 * messages stay SPEC's; only separators go.
 */
export async function numbersWithoutSeparators(request: FastifyRequest): Promise<void> {
  const body = request.body as { guests?: unknown } | null | undefined;
  if (!body || typeof body !== 'object') return;
  clean(body);
  if (Array.isArray(body.guests)) body.guests.forEach(clean);
}
