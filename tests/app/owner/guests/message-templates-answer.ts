import type { MessageTemplatesAnswer } from '../../../../schemas/responses/guest-messages';

/** GET /v1/invitation/{id}/message-templates as a fake API answers it: no templates of the owner's yet. */
export const messageTemplatesAnswer = (
  caption: string | null = null,
  templates: Partial<MessageTemplatesAnswer['templates']> = {},
): MessageTemplatesAnswer => ({
  templates: { invitation: null, reminder: null, thank_you: null, ...templates },
  caption_share: caption,
  context: { couple: 'Rina & Dimas', date: 'Sabtu, 12 Juni 2027', events: 'Akad Nikah dan Resepsi' },
});
