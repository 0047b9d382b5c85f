import { USHER_CODE_PATTERN, usherSessionSchema } from '../../../schemas/requests/guestbook';

const CODE = new RegExp(USHER_CODE_PATTERN);

/** The code as the usher typed it, as the server reads it: capitals, no spaces or dashes. */
export const tidyUsherCode = (typed: string) => typed.toUpperCase().replace(/[\s-]+/g, '');

/** The code's own message when it cannot be a code (the request schema's), else null. */
export function usherCodeError(code: string): string | null {
  if (!code) return usherSessionSchema.errorMessage.required.code;
  return CODE.test(code) ? null : usherSessionSchema.properties.code.errorMessage;
}
