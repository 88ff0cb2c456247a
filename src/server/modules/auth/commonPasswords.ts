import { dictionary } from '@zxcvbn-ts/language-common';
import { httpError } from '../../http/errors';

/**
 * The ~49,000 most common passwords from breach corpora, as shipped in the zxcvbn-ts common
 * dictionary (an npm package: no network at run time). Compared lower-cased, because guessers
 * try the capitalised spellings too. Built on first use, kept for the life of the process.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'password: This password is one of the most common ones, so it is easy to guess. Please choose another.';

/** Refuses a new password that is on the list (register, password reset), naming the field. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw httpError(400, COMMON_PASSWORD_MESSAGE);
}
