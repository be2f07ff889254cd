import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's score from 0 to 4; 3 is "safely unguessable" against an online attack and refuses the common,
 * breached, repeated and sequential passwords NIST 800-63B asks to refuse, while passphrases pass.
 */
const MIN_SCORE = 3;

export const PasswordStrengthMessages = {
  tooEasy: 'This password is too easy to guess.',
  personal: 'This password contains your name, email or company.',
  advice: 'Please choose a stronger password: a few uncommon words together work well.',
} as const;

export type PasswordStrength = { ok: true } | { ok: false; reason: string };

// Built on first use: the dictionaries take a moment to index, and many callers never check a password.
let estimator: ZxcvbnFactory | undefined;
const estimatorOf = (): ZxcvbnFactory =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: { ...english.translations, warnings: { ...english.translations.warnings, userInputs: PasswordStrengthMessages.personal } },
  }));

/**
 * Whether a password is hard enough to guess. `userInputs` are words a guesser would try first for this
 * person (their e-mail, name, company). The length rules stay with the password's schema.
 */
export const checkPasswordStrength = (password: string, userInputs: readonly string[] = []): PasswordStrength => {
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)]).filter((word) => word.length > 2);
  const result = estimatorOf().check(password, inputs);
  if (result.score >= MIN_SCORE) return { ok: true };
  return { ok: false, reason: `${result.feedback.warning ?? PasswordStrengthMessages.tooEasy} ${PasswordStrengthMessages.advice}` };
};
