import type { FromSchema, Schema } from '../json-schema';
import { idProp, timestampProp } from './common';
import { TEXT_MAX } from '../limits';

export const invitationEventSchema = {
  $id: 'entity/invitation-event',
  title: 'Acara',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label', 'start_date', 'venue', 'address'],
  properties: {
    id: idProp,
    label: { type: 'string', title: 'Nama acara', minLength: 1, maxLength: TEXT_MAX.title, examples: ['Akad Nikah'] },
    start_date: { ...timestampProp, title: 'Mulai', examples: ['2026-12-12T02:00:00.000Z'] },
    end_date: { ...timestampProp, title: 'Selesai', examples: ['2026-12-12T04:00:00.000Z'] },
    address: {
      type: 'string',
      title: 'Alamat',
      maxLength: TEXT_MAX.paragraph,
      examples: ['Jl. Pemuda No. 1, Surabaya'],
    },
    maps_url: {
      type: 'string',
      title: 'Tautan peta',
      pattern: '^https?://',
      maxLength: TEXT_MAX.url,
      examples: ['https://maps.app.goo.gl/Xa1b2C3d4E5f6G7h8'],
    },
    venue: { type: 'string', title: 'Tempat', maxLength: TEXT_MAX.title, examples: ['Gedung Graha Bunga'] },
    event_video_url: {
      type: 'string',
      title: 'Tautan siaran',
      pattern: '^https?://',
      maxLength: TEXT_MAX.url,
      examples: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    },
    is_main_event: { type: 'boolean', title: 'Acara utama', examples: [true] },
    extra: {
      type: 'object',
      title: 'Lainnya',
      additionalProperties: false,
      properties: {
        timezone: { type: 'string', title: 'Zona waktu', enum: ['WIB', 'WITA', 'WIT'], default: 'WIB' },
      },
    },
  },
} as const satisfies Schema;

export type InvitationEvent = FromSchema<typeof invitationEventSchema>;
