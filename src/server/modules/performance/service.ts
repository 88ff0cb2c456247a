import { sessionsInRange, toPerformanceSessions, type PerformanceRange, type PerformanceSession } from '../../../shared/performance';
import type { SessionWithFaults } from '../../../shared/progress';
import type { Database } from '../../db/client';
import { listFinishedAnalyses } from './store';

/** Every finished analysis of a member as a performance session with its fault codes, oldest first. */
export async function loadSessionHistory(db: Database, userId: string): Promise<SessionWithFaults[]> {
  const rows = await listFinishedAnalyses(db, userId);
  const faultsById = new Map(rows.map((row) => [row.id, row.faultCodes ?? []]));
  return toPerformanceSessions(rows).map((session) => ({ session, faultCodes: faultsById.get(session.id) ?? [] }));
}

export async function performanceTrends(db: Database, userId: string, days: PerformanceRange, now = new Date()): Promise<PerformanceSession[]> {
  const history = await loadSessionHistory(db, userId);
  return sessionsInRange(
    history.map((entry) => entry.session),
    days,
    now,
  );
}

export async function latestPerformance(db: Database, userId: string): Promise<PerformanceSession | null> {
  const history = await loadSessionHistory(db, userId);
  return history.at(-1)?.session ?? null;
}
