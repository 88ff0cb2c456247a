import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer tokens sent to people (reset links, websocket tokens): 256 random bits, URL-safe. Only
 * the SHA-256 is stored — a fast hash is enough because the token is random, not guessable.
 */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
