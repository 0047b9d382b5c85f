import Ajv, { type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';

/** The ajv options the browser, the server and the theme checker share. */
export const AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  allowUnionTypes: true,
  // if/then branches name properties declared at the top level, which strictRequired rejects.
  strictRequired: false,
  useDefaults: false,
  // Each error carries the schema it broke, whose title and bounds make the Indonesian message.
  verbose: true,
} as const satisfies Options;

/**
 * A fresh ajv instance with formats (and their bounds, `formatMinimum`/`formatMaximum`, which keep
 * a date-time within the years PostgreSQL and people use) and ajv-errors (for the exact messages
 * of docs/product.md#validation).
 */
export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...options });
  addFormats(ajv, { keywords: true });
  ajvErrors(ajv);
  return ajv;
}
