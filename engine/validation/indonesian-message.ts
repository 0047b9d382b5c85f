import type { ErrorObject } from 'ajv';

/**
 * ajv's own messages are English. A rule a schema gives no `errorMessage` for is said here in
 * Indonesian, with the title of the field it concerns, so that no person ever reads ajv's words.
 */

type Broken = {
  title?: unknown;
  type?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  properties?: Record<string, { title?: unknown }>;
};

const number = new Intl.NumberFormat('id-ID');

const TYPE_WORDS: Record<string, string> = {
  string: 'harus berupa teks',
  integer: 'harus bilangan bulat',
  number: 'harus berupa angka',
  boolean: 'harus ya atau tidak',
  array: 'harus berupa daftar',
  object: 'harus berupa data berkolom',
  null: 'harus kosong',
};

/** The keywords that bound a value: a whole-field message written for its type or form does not hide them. */
export const LIMIT_KEYWORDS = new Set(['maxLength', 'maximum', 'maxItems', 'formatMinimum', 'formatMaximum']);

function titleOf(schema: Broken | undefined, fallback = 'Isian'): string {
  return typeof schema?.title === 'string' ? schema.title : fallback;
}

function rangeOf(schema: Broken | undefined): string {
  const min = typeof schema?.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema?.maximum === 'number' ? schema.maximum : undefined;
  if (min !== undefined && max !== undefined) return `${number.format(min)} sampai ${number.format(max)}`;
  if (min !== undefined) return `paling sedikit ${number.format(min)}`;
  return `paling banyak ${number.format(max ?? 0)}`;
}

function yearOf(bound: unknown): string {
  return typeof bound === 'string' ? bound.slice(0, 4) : '';
}

/** One ajv error (with `verbose`, so it knows the schema it broke) as an Indonesian sentence. */
export function indonesianMessage(error: ErrorObject): string {
  const schema = error.parentSchema as Broken | undefined;
  const title = titleOf(schema);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      return `${titleOf(schema?.properties?.[missing], missing)} wajib diisi`;
    }
    case 'additionalProperties':
      return `Kolom ${String(params.additionalProperty)} tidak dikenal`;
    case 'type': {
      const types = String(params.type).split(',');
      return `${title} ${TYPE_WORDS[types[0] ?? ''] ?? 'tidak valid'}`;
    }
    case 'maxLength':
      return `${title} maksimal ${number.format(Number(params.limit))} karakter`;
    case 'minLength':
      return Number(params.limit) <= 1
        ? `${title} wajib diisi`
        : `${title} minimal ${number.format(Number(params.limit))} karakter`;
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return `${title} harus ${schema?.type === 'integer' ? 'bilangan bulat ' : ''}${rangeOf(schema)}`;
    case 'maxItems':
      return `${title} maksimal ${number.format(Number(params.limit))} butir`;
    case 'minItems':
      return `${title} minimal ${number.format(Number(params.limit))} butir`;
    case 'uniqueItems':
      return `${title} berisi butir yang sama dua kali`;
    case 'formatMinimum':
    case 'formatMaximum': {
      const bounds = error.parentSchema as { formatMinimum?: unknown; formatMaximum?: unknown };
      return `${title} harus antara tahun ${yearOf(bounds.formatMinimum)} dan ${yearOf(bounds.formatMaximum)}`;
    }
    case 'format':
      if (params.format === 'date-time') return `${title} harus berupa tanggal dan jam`;
      if (params.format === 'email') return 'Format email tidak valid';
      return `${title} tidak valid`;
    default:
      return `${title} tidak valid`;
  }
}
