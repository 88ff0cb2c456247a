import { describe, expect, it } from 'vitest';
import type { PlanKey } from '../../../shared/plans';
import { createEntitlementCache } from './entitlementCache';

const member = { id: 'u1', role: 'member' as const };

/** A lookup that counts its calls and answers `plan`. */
function lookup(plan: PlanKey | null) {
  const counted = { calls: 0, compute: async () => ((counted.calls += 1), plan) };
  return counted;
}

describe('the entitlement cache', () => {
  it('answers from memory for the same version for 5 seconds, then asks again', async () => {
    const cache = createEntitlementCache();
    const starter = lookup('starter');
    expect(await cache.entitledAs(member, 3, starter.compute, 1_000)).toBe('starter');
    expect(await cache.entitledAs(member, 3, starter.compute, 5_999)).toBe('starter');
    expect(starter.calls).toBe(1);
    expect(await cache.entitledAs(member, 3, starter.compute, 6_000)).toBe('starter');
    expect(starter.calls).toBe(2);
  });

  it('asks again when the version moved, and keeps administrators apart from members', async () => {
    const cache = createEntitlementCache();
    await cache.entitledAs(member, 1, lookup('starter').compute, 0);
    expect(await cache.entitledAs(member, 2, lookup(null).compute, 0)).toBeNull();
    expect(await cache.entitledAs({ ...member, role: 'admin' }, 2, lookup('lifetime').compute, 0)).toBe('lifetime');
    expect(await cache.entitledAs(member, 2, lookup('individual').compute, 0)).toBeNull();
  });

  it('looks up once for requests that arrive together, and forgets a lookup that failed', async () => {
    const cache = createEntitlementCache();
    const starter = lookup('starter');
    expect(await Promise.all([1, 2, 3].map(() => cache.entitledAs(member, 1, starter.compute, 0)))).toEqual(['starter', 'starter', 'starter']);
    expect(starter.calls).toBe(1);
    const failing = () => Promise.reject(new Error('connection lost'));
    await expect(cache.entitledAs(member, 2, failing, 0)).rejects.toThrow('connection lost');
    expect(await cache.entitledAs(member, 2, starter.compute, 0)).toBe('starter');
  });
});
