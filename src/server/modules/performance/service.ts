import type { PerformanceRange, PerformanceSession } from '../../../shared/performance';
import type { SessionWithFaults } from '../../../shared/progress';
import type { Database } from '../../db/client';
import { sessionsBetween, sessionsOf } from './sessions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every finished analysis of a member as a performance session with the areas of its faults, oldest first. */
export async function loadSessionHistory(db: Database, userId: string): Promise<SessionWithFaults[]> {
  return sessionsOf(db, userId);
}

/** The sessions of the last `days` days before `now`, boundaries included (sessionsInRange's rule), read by range. */
export async function performanceTrends(db: Database, userId: string, days: PerformanceRange, now = new Date()): Promise<PerformanceSession[]> {
  return sessionsBetween(db, userId, new Date(now.getTime() - days * DAY_MS), now);
}

/**
 * How long a range's answer stays right with no write: until its oldest session is more than
 * `days` old and leaves it. An empty range changes only by a write. The session date is the
 * creation time cut to the millisecond, so this errs early, never late.
 */
export function rangeValidForMs(sessions: readonly PerformanceSession[], days: PerformanceRange, now: Date): number | undefined {
  const oldest = sessions[0];
  return oldest ? Date.parse(oldest.sessionDate) + days * DAY_MS - now.getTime() : undefined;
}

export async function latestPerformance(db: Database, userId: string): Promise<PerformanceSession | null> {
  const [latest] = await sessionsOf(db, userId, { newest: 1 });
  return latest?.session ?? null;
}
