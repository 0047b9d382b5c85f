import type { FromSchema, Schema } from '../json-schema';
import { bodyWithRequired } from '../schema-parts';
import { TEXT_MAX } from '../limits';
import { groupQueryProp } from './guests';
import { queryObject } from './list-query';

/**
 * The WhatsApp messages an owner sends their guests (docs/product.md#sending): the invitation with the
 * personal link, a reminder to guests who have not answered, a thank-you to guests who came.
 */
export const MESSAGE_KINDS = ['invitation', 'reminder', 'thank_you'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Each kind's name in the owner's pages. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  invitation: 'Undangan',
  reminder: 'Pengingat',
  thank_you: 'Terima Kasih',
};

const templateProp = (title: string) =>
  ({
    type: 'string',
    title,
    maxLength: TEXT_MAX.paragraph,
    errorMessage: { maxLength: `Pesan maksimal ${TEXT_MAX.paragraph} karakter` },
  }) as const;

/**
 * PUT /v1/invitation/{id}/message-templates: the owner's templates, each with the placeholders {nama},
 * {pasangan}, {tanggal}, {acara} and {link}. A kind left out (or blank) uses the product's default.
 * Kept on the root invitation: its versions send the same messages.
 */
export const messageTemplatesSchema = {
  $id: 'request/message-templates',
  title: 'Template pesan',
  type: 'object',
  additionalProperties: false,
  properties: {
    invitation: templateProp('Pesan undangan'),
    reminder: templateProp('Pesan pengingat'),
    thank_you: templateProp('Pesan terima kasih'),
  },
  errorMessage: { additionalProperties: 'Jenis pesan tidak dikenal' },
} as const satisfies Schema;

const kindProp = {
  type: 'string',
  title: 'Jenis pesan',
  enum: MESSAGE_KINDS,
  errorMessage: 'Jenis pesan tidak dikenal',
} as const;

/**
 * GET /v1/invitation/{id}/send-queue: the guests a kind of message goes to, in the order they were
 * added, narrowed to a group, to those not sent this kind yet (`unsent`), to those who have not
 * answered (`unanswered`).
 */
export const sendQueueQuerySchema = {
  $id: 'request/send-queue-query',
  title: 'Antrean kirim',
  ...queryObject({
    kind: kindProp,
    group: groupQueryProp,
    unsent: { type: 'boolean', title: 'Belum dikirim' },
    unanswered: { type: 'boolean', title: 'Belum menjawab' },
  }),
} as const satisfies Schema;

/** POST /v1/guest/{id}/sent?kind=…: which message went (the invitation when left out). */
export const messageSentQuerySchema = {
  $id: 'request/message-sent-query',
  title: 'Pesan terkirim',
  ...queryObject({ kind: kindProp }),
} as const satisfies Schema;

export type MessageTemplates = FromSchema<typeof messageTemplatesSchema>;
export type SendQueueQuery = FromSchema<typeof sendQueueQuerySchema>;
export type MessageSentQuery = FromSchema<typeof messageSentQuerySchema>;

/** POST /v1/invitation/slug/{slug}/open?to=…: the code of the personal link the guest opened. */
export const linkOpenQuerySchema = {
  $id: 'request/link-open-query',
  title: 'Tautan dibuka',
  ...bodyWithRequired(
    {
      to: {
        type: 'string',
        title: 'Kode tautan pribadi',
        minLength: 1,
        maxLength: TEXT_MAX.id,
        errorMessage: { minLength: 'Kode tautan wajib disebutkan', maxLength: 'Kode tautan tidak dikenal' },
      },
    },
    { to: 'Kode tautan wajib disebutkan' },
    { additionalProperties: 'Parameter tidak dikenal' },
  ),
} as const satisfies Schema;

export type LinkOpenQuery = FromSchema<typeof linkOpenQuerySchema>;
