import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id (the library's default algorithm) at OWASP's recommended cost:
 * 19 MiB, 2 passes, one lane. The parameters live in each PHC string, so raising them later keeps
 * old hashes verifiable.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of nothing in particular, verified against when the e-mail is unknown. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no stored hash (unknown e-mail) it still spends
 * the time of a real check, so response times do not reveal which e-mails have accounts.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    decoyHash ??= hashPassword('decoy password for unknown accounts');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a data problem, not a reason to let anyone in.
    return false;
  }
}
