import type { FromSchema, Schema } from '../json-schema';
import { closedObject, text } from '../schema-parts';
import { idProp, urlOrPathProp } from './common';

export const userSchema = {
  $id: 'entity/user',
  title: 'Pengguna',
  ...closedObject(['id', 'name', 'email'], {
    id: idProp,
    name: text('Nama'),
    email: { type: 'string', title: 'Email', format: 'email' },
    provider: text('Penyedia login'),
    profile_picture: { ...urlOrPathProp, title: 'Foto profil' },
    role: text('Peran'),
    role_id: text('ID peran'),
    source: text('Sumber'),
    email_verified_at: {
      type: ['string', 'null'],
      title: 'Email terverifikasi pada',
      format: 'date-time',
      description: 'Kapan pemilik membuka tautan verifikasi; null: belum, dan undangan belum bisa diterbitkan.',
    },
  }),
} as const satisfies Schema;

export type User = FromSchema<typeof userSchema>;
