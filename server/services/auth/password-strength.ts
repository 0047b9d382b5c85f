import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { validationError } from '../../http/validation';

export const WEAK_PASSWORD_MESSAGE =
  'Kata sandi terlalu mudah ditebak. Gunakan gabungan kata yang tidak umum, angka atau simbol, dan jangan memakai nama atau email Anda.';

/**
 * zxcvbn's score runs 0 to 4; below 2 means fewer than a million guesses (common passwords, keyboard
 * runs, dates, the owner's own name or e-mail). Login attempts are rate-limited, so a score of 2 is
 * out of reach online while staying easy to meet.
 */
const MIN_SCORE = 2;

/**
 * The estimator, loaded on the first password it scores: its dictionaries unpack as they are
 * imported (about 0.1 s), which a start would otherwise pay for every time.
 */
let estimator: Promise<ZxcvbnFactory> | undefined;
const strength = () =>
  (estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  ));

/** What the owner typed about themselves: a password built from it is guessable. */
function userInputsOf({ email, name }: { email: string; name: string }): string[] {
  const local = email.split('@')[0] ?? '';
  return [email, local, ...local.split(/[._+-]+/), name, ...name.split(/\s+/)].filter((input) => input.length > 0);
}

/** Refuses a common or trivial password with a 400 at `field`; the password is read exactly as typed. */
export async function assertStrongPassword(
  field: string,
  password: string,
  owner: { email: string; name: string },
): Promise<void> {
  const { score } = (await strength()).check(password, userInputsOf(owner));
  if (score < MIN_SCORE) throw validationError([{ field, message: WEAK_PASSWORD_MESSAGE }]);
}
