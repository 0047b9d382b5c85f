/** Below this width the guests are cards, not a table: the table needs about 960 px beside the menu. */
export const CARDS_MEDIA = '(max-width: 1199px)';

/** A phone: the filters and the RSVP details fold away under a line that opens them. */
export const PHONE_MEDIA = '(max-width: 640px)';
