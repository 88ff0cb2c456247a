import { describe, expect, it } from 'vitest';
import { loginSchema, PASSWORDS_DONT_MATCH, registerSchema } from './auth';

const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', password: 'long enough', confirmPassword: 'long enough' };

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('registerSchema', () => {
  it('normalises the e-mail and trims names, and drops keys it does not know (no role smuggling)', () => {
    const parsed = registerSchema.parse({ ...valid, email: '  Ann@Example.COM ', firstName: '  Ann ', role: 'admin' });
    expect(parsed).toEqual({ ...valid, firstName: 'Ann' });
    expect(parsed).not.toHaveProperty('role');
  });

  it('applies the spec rules with messages naming the field', () => {
    const result = registerSchema.safeParse({ firstName: ' A ', lastName: 'B', email: 'no-at-sign', password: 'short', confirmPassword: 'short' });
    expect(messages(result)).toEqual({
      firstName: 'First name must be at least 2 characters.',
      lastName: 'Last name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
  });

  it('reports "Passwords don\'t match" on confirmPassword', () => {
    expect(messages(registerSchema.safeParse({ ...valid, confirmPassword: 'different' }))).toEqual({ confirmPassword: PASSWORDS_DONT_MATCH });
  });

  it('bounds every field', () => {
    const result = registerSchema.safeParse({
      firstName: 'x'.repeat(81),
      lastName: 'y'.repeat(81),
      email: `${'a'.repeat(250)}@example.com`,
      password: 'p'.repeat(201),
      confirmPassword: 'p'.repeat(201),
    });
    expect(Object.keys(messages(result)).sort()).toEqual(['confirmPassword', 'email', 'firstName', 'lastName', 'password']);
  });

  it('says which field is missing or of the wrong type', () => {
    expect(messages(registerSchema.safeParse({ ...valid, firstName: undefined, lastName: 42 }))).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name must be text.',
    });
  });
});

describe('loginSchema', () => {
  it('accepts any non-empty password up to the maximum (old passwords are checked by the hash)', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(201) }).success).toBe(false);
  });
});
