import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/access';
import { createSessionCache } from './sessionCache';

const user = (id: string): SessionUser => ({ id, email: `${id}@example.com`, role: 'member', firstName: 'A', lastName: 'B', createdAt: new Date(0) });
const far = new Date(Date.now() + 3_600_000);

describe('the session cache', () => {
  it('remembers a session for 5 seconds, never past the session’s own expiry', () => {
    const cache = createSessionCache();
    cache.remember('k1', user('u1'), far, 1_000);
    expect(cache.get('k1', 5_999)?.id).toBe('u1');
    expect(cache.get('k1', 6_000)).toBeUndefined();
    cache.remember('k2', user('u2'), new Date(2_000), 1_000);
    expect(cache.get('k2', 2_000)).toBeUndefined();
  });

  it('forgets one session, or every session of a user, when they are revoked', () => {
    const cache = createSessionCache();
    const now = Date.now();
    cache.remember('a1', user('a'), far, now);
    cache.remember('a2', user('a'), far, now);
    cache.remember('b1', user('b'), far, now);
    cache.forget('a', 'a1');
    expect([cache.get('a1', now), cache.get('a2', now)?.id]).toEqual([undefined, 'a']);
    cache.forget('a', null);
    expect([cache.get('a2', now), cache.get('b1', now)?.id]).toEqual([undefined, 'b']);
  });
});
