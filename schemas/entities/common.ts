import { DATE_TIME_RANGE, TEXT_MAX } from '../limits';

/** Small property schemas every entity shares. */
export const idProp = { type: 'string', title: 'ID', minLength: 1, maxLength: TEXT_MAX.id } as const;
/** Every date-time: RFC 3339, in the years 1900 to 9999. */
export const timestampProp = {
  type: 'string',
  title: 'Waktu',
  format: 'date-time',
  maxLength: 40,
  ...DATE_TIME_RANGE,
} as const;
/** The invitation a request or a row belongs to. */
export const invitationIdProp = { ...idProp, title: 'Undangan' } as const;
export const urlOrPathProp = {
  type: 'string',
  title: 'Tautan',
  pattern: '^(https?://|/)',
  maxLength: TEXT_MAX.url,
} as const;
export const hexColourProp = {
  type: 'string',
  title: 'Warna',
  pattern: '^#[0-9a-fA-F]{6}$',
  maxLength: 7,
} as const;
