import type { FromSchema, Schema } from '../json-schema';
import { messageTemplatesSchema } from '../requests/guest-messages';
import { completeObject, count, orNull, text } from '../schema-parts';

const template = (title: string) => orNull(text(title));
const kinds = messageTemplatesSchema.properties;

/**
 * GET and PUT /v1/invitation/{id}/message-templates (docs/product.md#sending): the owner's templates by
 * kind (null: the product's default), the share caption (the invitation's message when its own template
 * is null), and what fills {pasangan}, {tanggal} and {acara} for this invitation.
 */
export const messageTemplatesAnswerSchema = {
  $id: 'response/message-templates',
  title: 'Template pesan',
  ...completeObject({
    templates: {
      title: 'Template',
      ...completeObject({
        invitation: template(kinds.invitation.title),
        reminder: template(kinds.reminder.title),
        thank_you: template(kinds.thank_you.title),
      }),
    },
    caption_share: template('Keterangan bagikan'),
    context: {
      title: 'Isi undangan',
      ...completeObject({ couple: text('Pasangan'), date: text('Tanggal'), events: text('Acara') }),
    },
  }),
} as const satisfies Schema;

/** Who a thank-you goes to: guests checked in at the venue when the guestbook recorded any, else guests who said they attend. */
export const THANK_YOU_AUDIENCES = ['checked_in', 'attending'] as const;

/**
 * The `meta` of GET /v1/invitation/{id}/send-queue: the guests of the kind's audience and the chosen
 * group (and unanswered filter), unsent or not (`total`), those of them already sent this kind
 * (`sent`), and who a thank-you goes to.
 */
export const sendQueueMetaSchema = {
  $id: 'response/send-queue-meta',
  title: 'Antrean kirim',
  ...completeObject({
    total: count('Penerima'),
    sent: count('Terkirim'),
    thank_you_audience: { type: 'string', title: 'Penerima terima kasih', enum: THANK_YOU_AUDIENCES },
  }),
} as const satisfies Schema;

export type MessageTemplatesAnswer = FromSchema<typeof messageTemplatesAnswerSchema>;
export type SendQueueMeta = FromSchema<typeof sendQueueMetaSchema>;
