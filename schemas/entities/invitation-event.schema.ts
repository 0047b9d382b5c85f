import type { FromSchema, Schema } from '../json-schema';
import { idProp, timestampProp } from './common';

export const invitationEventSchema = {
  $id: 'entity/invitation-event',
  title: 'Acara',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label', 'start_date', 'venue', 'address'],
  properties: {
    id: idProp,
    label: { type: 'string', title: 'Nama acara', minLength: 1, examples: ['Akad Nikah'] },
    start_date: { ...timestampProp, title: 'Mulai' },
    end_date: { ...timestampProp, title: 'Selesai' },
    address: { type: 'string', title: 'Alamat' },
    maps_url: { type: 'string', title: 'Tautan peta', pattern: '^https?://' },
    venue: { type: 'string', title: 'Tempat' },
    event_video_url: { type: 'string', title: 'Tautan siaran', pattern: '^https?://' },
    is_main_event: { type: 'boolean', title: 'Acara utama' },
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
