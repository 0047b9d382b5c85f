import { splitFieldErrors } from '../../../engine/editor/api-field-errors';
import { ApiError } from '../../api/client';
import { errorText } from '../../api/error-text';

/** A refused write as a console form shows it: messages at the form's fields, the rest as its notice. */
export type FormFailure = { fields: Partial<Record<string, string>>; notice: string | null };

/**
 * The API's refusal placed on a form made for the request `schema`: each message of a field the
 * schema has at that field (by its first part: `section.2` at `section`); what no field shows, or the
 * answer's message when no field is named, as the notice. No refusal: nothing.
 */
export function formFailure(error: unknown, schema: object): FormFailure {
  if (!error) return { fields: {}, notice: null };
  if (!(error instanceof ApiError)) return { fields: {}, notice: errorText(error) };
  const { atFields, elsewhere } = splitFieldErrors(error.errors, schema);
  const fields: FormFailure['fields'] = {};
  for (const { field, message } of atFields) fields[field.split('.')[0]!] ??= message;
  const rest = elsewhere.map((failure) => failure.message).join(' ');
  return { fields, notice: atFields.length ? rest || null : error.message };
}
