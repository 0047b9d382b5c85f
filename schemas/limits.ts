/**
 * Upper bounds of what a request may hold, one home for every schema: an integer must fit its
 * PostgreSQL `integer` column, a text has a length suited to what it holds, a list a number of items.
 * The rule test (tests/schemas/request-limits.test.ts) fails a request schema that forgets one.
 */

/** The largest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647;

/**
 * The largest check-in `seq` (check_ins.seq, server/db/schema.ts): a PostgreSQL `bigint` identity,
 * which goes to 2^63 - 1, read as a JavaScript number, which is exact only to 2^53 - 1.
 */
export const SEQ_MAX = Number.MAX_SAFE_INTEGER;

/** A UUID as a device makes it (crypto.randomUUID): 8-4-4-4-12 hexadecimal digits, no braces or prefix. */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** A slug (an invitation's address, a theme's id): lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** Characters, by what a text holds. */
export const TEXT_MAX = {
  /** A row id or a link code. */
  id: 200,
  /** A person's, product's or place's name; a button label. */
  name: 100,
  /** A heading, a bank, an expedition, a receipt number. */
  title: 200,
  /** A short paragraph: a section's description, a quote, a note. */
  paragraph: 2_000,
  /** A long text: a story, an address, a wish. */
  long: 5_000,
  /** A link. */
  url: 2_000,
} as const;

/** Items of a list in a request (section order, RSVP events, colour palettes). */
export const LIST_MAX = 100;

/**
 * The seats of one guest's invitation (guests.seats): how many people their answer may bring
 * (docs/product.md#guest-list); a new guest has the default.
 */
export const GUEST_SEATS = { min: 1, max: 20, default: 2 } as const;

/** The last page a paged list may ask for. */
export const PAGE_MAX = 1_000_000;

/** Date-times a person can mean: a year from 1900 to 9999 (PostgreSQL has no year 0). */
export const DATE_TIME_RANGE = {
  formatMinimum: '1900-01-01T00:00:00Z',
  formatMaximum: '9999-12-31T23:59:59Z',
} as const;
