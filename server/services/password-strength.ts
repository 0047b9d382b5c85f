import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { validationError } from '../http/validation';

export const WEAK_PASSWORD_MESSAGE =
  'Kata sandi terlalu mudah ditebak. Gunakan gabungan kata yang tidak umum, angka atau simbol, dan jangan memakai nama atau email Anda.';

/**
 * zxcvbn's score runs 0 to 4; below 2 means fewer than a million guesses (common passwords, keyboard
 * runs, dates, the owner's own name or e-mail). Login attempts are rate-limited, so a score of 2 is
 * out of reach online while staying easy to meet.
 */
const MIN_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;
const strength = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

/** What the owner typed about themselves: a password built from it is guessable. */
function userInputsOf({ email, name }: { email: string; name: string }): string[] {
  const local = email.split('@')[0] ?? '';
  return [email, local, ...local.split(/[._+-]+/), name, ...name.split(/\s+/)].filter((input) => input.length > 0);
}

/** Refuses a common or trivial password with a 400 at `field`; the password is read exactly as typed. */
export function assertStrongPassword(field: string, password: string, owner: { email: string; name: string }): void {
  const { score } = strength().check(password, userInputsOf(owner));
  if (score < MIN_SCORE) throw validationError([{ field, message: WEAK_PASSWORD_MESSAGE }]);
}
