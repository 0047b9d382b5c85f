import { formatNumber, formatRupiah } from '../../../engine/format/rupiah';
import { planUpdateRequestSchema, transferAccountRequestSchema } from '../../../schemas/requests/admin';
import { ORDER_STATUS_NAMES } from '../../../schemas/order-statuses';
import { SECTIONS } from '../../../schemas/sections';
import type { SectionSlug } from '../../../schemas/section-slugs';

/** Each key a log line's detail may have, by its name: the requests' own titles, and the log's own keys. */
const KEY_NAMES: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries({ ...planUpdateRequestSchema.properties, ...transferAccountRequestSchema.properties }).map(
      ([key, property]) => [key, property.title],
    ),
  ),
  reason: 'Alasan',
  note: 'Catatan',
  was: 'Alasan sebelumnya',
  slug: 'Undangan',
  gross_amount: 'Jumlah',
  status: 'Status',
  email: 'Email',
  via: 'Lewat',
};

const sectionName = (slug: string) => SECTIONS[slug as SectionSlug]?.settings.title ?? slug;

/** How the scalars of some keys read: money in Rupiah, a section by its name. */
const SCALAR_TEXT: Record<string, (value: string | number) => string> = {
  price: (value) => formatRupiah(Number(value)),
  discount_price: (value) => formatRupiah(Number(value)),
  gross_amount: (value) => formatRupiah(Number(value)),
  section: (value) => sectionName(String(value)),
};

/** A value as a line reads it: a status by its name, a number as Indonesians write it, a list joined; `scalar` for the key's own. */
function valueText(value: unknown, scalar?: (value: string | number) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map((item) => valueText(item, scalar)).join(', ') : '—';
  if (scalar && (typeof value === 'number' || typeof value === 'string')) return scalar(value);
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? 'ya' : 'tidak';
  if (typeof value === 'string') return ORDER_STATUS_NAMES[value as keyof typeof ORDER_STATUS_NAMES] ?? value;
  return JSON.stringify(value);
}

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/**
 * A log line's detail in words, one a key: 'Alasan: …', 'Status: Menunggu pembayaran → Dibayar', and
 * a plan's change field by field ('Harga: 49.000 → 59.000') from its `before` and `after`.
 */
export function detailLines(detail: Record<string, unknown> | null): string[] {
  if (!detail) return [];
  const { before, after, ...rest } = detail as { before?: Record<string, unknown>; after?: Record<string, unknown> };
  const changed = Object.keys(after ?? {}).map((key) => [key, { from: before?.[key], to: after?.[key] }] as const);
  return [...changed, ...Object.entries(rest)].map(([key, value]) => {
    const scalar = SCALAR_TEXT[key];
    const shown = isChange(value)
      ? `${valueText(value.from, scalar)} → ${valueText(value.to, scalar)}`
      : valueText(value, scalar);
    return `${KEY_NAMES[key] ?? key}: ${shown}`;
  });
}
