import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses argon2id with a fresh salt each time and verifies only the right password', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(first, 'correct horse batterY')).toBe(false);
  });

  it('answers false for an unknown account or a corrupt stored hash', async () => {
    expect(await verifyPassword(undefined, 'anything at all')).toBe(false);
    expect(await verifyPassword('not-a-phc-string', 'anything at all')).toBe(false);
  });
});
