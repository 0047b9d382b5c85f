import type { FromSchema, Schema } from '../json-schema';
import { idProp, urlOrPathProp } from './common';

export const userSchema = {
  $id: 'entity/user',
  title: 'Pengguna',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'email'],
  properties: {
    id: idProp,
    name: { type: 'string', title: 'Nama' },
    email: { type: 'string', title: 'Email', format: 'email' },
    provider: { type: 'string', title: 'Penyedia login' },
    profile_picture: { ...urlOrPathProp, title: 'Foto profil' },
    role: { type: 'string', title: 'Peran' },
    role_id: { type: 'string', title: 'ID peran' },
    source: { type: 'string', title: 'Sumber' },
    email_verified_at: {
      type: ['string', 'null'],
      title: 'Email terverifikasi pada',
      format: 'date-time',
      description: 'Kapan pemilik membuka tautan verifikasi; null: belum, dan undangan belum bisa diterbitkan.',
    },
  },
} as const satisfies Schema;

export type User = FromSchema<typeof userSchema>;
