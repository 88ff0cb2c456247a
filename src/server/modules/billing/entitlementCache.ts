import type { SessionUser } from '../../http/access';
import type { PlanKey } from '../../../shared/plans';

/**
 * The plan whose entitlements a member has, remembered per process under the version of what gives
 * it (decision 3051): the plan check runs on every premium request, and on the embedded database its
 * lookups (plans, grant, club seat, club plan) wait their turn at the one session with everything
 * else. Triggers raise the version on every write of those rows by any process, and the version is
 * read on every request, so a plan change, cancel, refund, grant or seat change is seen by the next
 * request on every process. Time alone also ends access (a cancelled plan's period, a failed
 * renewal's grace, a downgrade's date): an answer is kept a few seconds at most, like a session
 * (decision 1504), so such an end is seen within that.
 */

const REMEMBER_MS = 5_000;
/** Enough for every signed-in member of a busy process; the oldest entries go first past it. */
const MAX_ENTRIES = 10_000;

interface Entry {
  version: number;
  /** Shared by the requests that arrive while it is computed, so a miss under load costs one lookup. */
  entitledAs: Promise<PlanKey | null>;
  until: number;
}

export interface EntitlementCache {
  /** The remembered answer for this version of the member's entitlements, else `compute`d and remembered. */
  entitledAs(user: Pick<SessionUser, 'id' | 'role'>, version: number, compute: () => Promise<PlanKey | null>, now?: number): Promise<PlanKey | null>;
}

export function createEntitlementCache(): EntitlementCache {
  const entries = new Map<string, Entry>();
  return {
    async entitledAs(user, version, compute, now = Date.now()) {
      // The role is part of the answer (an administrator has every feature).
      const key = `${user.id}\n${user.role}`;
      const entry = entries.get(key);
      if (entry && entry.version === version && entry.until > now) return entry.entitledAs;
      // Computed after the version was read: a write in between is in this answer, kept under the
      // older version, so the next request (which reads the newer one) computes it again.
      const created: Entry = { version, entitledAs: compute(), until: now + REMEMBER_MS };
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, created);
      // A failed lookup is not remembered: the next request asks again.
      created.entitledAs.catch(() => {
        if (entries.get(key) === created) entries.delete(key);
      });
      return created.entitledAs;
    },
  };
}
