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
    start_date: { ...timestampProp, title: 'Mulai' },
    end_date: { ...timestampProp, title: 'Selesai' },
    address: { type: 'string', title: 'Alamat', maxLength: TEXT_MAX.paragraph },
    maps_url: { type: 'string', title: 'Tautan peta', pattern: '^https?://', maxLength: TEXT_MAX.url },
    venue: { type: 'string', title: 'Tempat', maxLength: TEXT_MAX.title },
    event_video_url: { type: 'string', title: 'Tautan siaran', pattern: '^https?://', maxLength: TEXT_MAX.url },
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
