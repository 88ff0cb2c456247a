import { sessionsInRange, toPerformanceSessions, type PerformanceRange, type PerformanceSession } from '../../../shared/performance';
import type { SessionWithFaults } from '../../../shared/progress';
import type { Database } from '../../db/client';
import { faultAreasOf } from './faultAreas';
import { listFinishedAnalyses } from './store';

/** Every finished analysis of a member as a performance session with the areas of its faults, oldest first. */
export async function loadSessionHistory(db: Database, userId: string): Promise<SessionWithFaults[]> {
  const rows = await listFinishedAnalyses(db, userId);
  const areasById = new Map(rows.map((row) => [row.id, faultAreasOf(row.faults ?? [])]));
  return toPerformanceSessions(rows).map((session) => ({ session, faultAreas: areasById.get(session.id) ?? [] }));
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
