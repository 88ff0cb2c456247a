import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './commonPasswords';

describe('isCommonPassword', () => {
  it('knows the passwords of the breach lists, in any case', () => {
    for (const password of ['12345678', 'password1', 'Password1', 'qwertyuiop', 'iloveyou', 'SUNSHINE']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets a passphrase through', () => {
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(isCommonPassword('swing-plane-42')).toBe(false);
  });
});
