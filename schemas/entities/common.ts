/** Small property schemas every entity shares. */
export const idProp = { type: 'string', title: 'ID', minLength: 1 } as const;
export const timestampProp = { type: 'string', title: 'Waktu', format: 'date-time' } as const;
export const urlOrPathProp = {
  type: 'string',
  title: 'Tautan',
  pattern: '^(https?://|/)',
} as const;
export const hexColourProp = {
  type: 'string',
  title: 'Warna',
  pattern: '^#[0-9a-fA-F]{6}$',
} as const;
