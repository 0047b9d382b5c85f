import type { FieldError } from '../../../engine/validation/validate-payload';
import type { Database } from '../../db/database';
import { validationError } from '../../http/validation';
import { isOwnImageUpload } from './own-upload';

/** Per field that must hold the caller's own upload, the message when it does not. */
export type OwnUploadFields = Record<string, string>;

/**
 * Refuses (400, at each field) an image field of `body` that is neither an image the caller uploaded
 * (own-upload.ts) nor the value the row holds now (`current`: a change that keeps another member's
 * upload keeps it). An empty field passes: the image is optional.
 */
export async function checkOwnUploadFields(
  db: Database,
  userId: string,
  fields: OwnUploadFields,
  body: Record<string, unknown>,
  current?: Record<string, unknown>,
): Promise<void> {
  const errors: FieldError[] = [];
  for (const [field, message] of Object.entries(fields)) {
    const value = body[field];
    if (typeof value !== 'string' || !value || value === current?.[field]) continue;
    if (!(await isOwnImageUpload(db, userId, value))) errors.push({ field, message });
  }
  if (errors.length) throw validationError(errors);
}
