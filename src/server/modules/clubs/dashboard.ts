import type { TeamDashboard, TeamMemberStats } from '../../../shared/clubs';
import { improvementPercent } from '../../../shared/memberStats';
import { sessionsInRange, type PerformanceRange, type PerformanceSession } from '../../../shared/performance';
import { FAULT_RULES } from '../../../swing/faults';
import type { Database } from '../../db/client';
import type { ClubRow } from '../../db/schema';
import { loadSessionHistory } from '../performance/service';
import * as store from './store';

/**
 * The team dashboard (/club): each person's sessions are the same performance sessions /performance
 * shows them (one finished analysis each), so the coach and the member never see different numbers.
 */

const FAULT_NAMES = new Map<string, string>(FAULT_RULES.map((rule) => [rule.code, rule.name]));
const COMMON_FAULT_COUNT = 5;

function faultName(fault: store.StoredFaultWithName): string {
  return fault.name ?? FAULT_NAMES.get(fault.code) ?? fault.code;
}

function mostFrequent(names: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  let best: string | null = null;
  for (const [name, n] of counts) if (best === null || n > counts.get(best)!) best = name;
  return best;
}

function startOfMonth(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
}

export async function teamDashboard(db: Database, club: ClubRow, days: PerformanceRange, now = new Date()): Promise<TeamDashboard> {
  const people = await store.membersOf(db, club.id);
  const members: TeamMemberStats[] = [];
  const sessions: PerformanceSession[] = [];
  const faultTally = new Map<string, { count: number; members: Set<string> }>();

  for (const person of people) {
    const all = (await loadSessionHistory(db, person.userId)).map((entry) => entry.session);
    const faultsByAnalysis = await store.faultsOfScoredAnalyses(db, person.userId);
    const inRange = sessionsInRange(all, days, now);
    const rangeFaults = inRange.flatMap((session) => (faultsByAnalysis.get(session.id) ?? []).map(faultName));
    for (const name of rangeFaults) {
      const tally = faultTally.get(name) ?? { count: 0, members: new Set<string>() };
      tally.count += 1;
      tally.members.add(person.userId);
      faultTally.set(name, tally);
    }
    sessions.push(...inRange);
    members.push({
      userId: person.userId,
      firstName: person.firstName,
      lastName: person.lastName,
      role: person.role,
      latestScore: all.at(-1)?.overallScore ?? null,
      trend: improvementPercent(inRange.map((session) => ({ createdAt: session.sessionDate, analysisResults: { overallScore: session.overallScore } }))),
      sessionsThisMonth: all.filter((session) => Date.parse(session.sessionDate) >= startOfMonth(now)).length,
      sessionsInRange: inRange.length,
      mainFault: mostFrequent(rangeFaults),
      lastSessionAt: all.at(-1)?.sessionDate ?? null,
    });
  }

  const commonFaults = [...faultTally]
    .map(([name, tally]) => ({ name, count: tally.count, members: tally.members.size }))
    .sort((a, b) => b.members - a.members || b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, COMMON_FAULT_COUNT);
  const leaderboard = members
    .filter((member) => member.trend !== null)
    .map((member) => ({ userId: member.userId, name: `${member.firstName} ${member.lastName}`, improvement: member.trend!, sessions: member.sessionsInRange }))
    .sort((a, b) => b.improvement - a.improvement || b.sessions - a.sessions);
  sessions.sort((a, b) => Date.parse(a.sessionDate) - Date.parse(b.sessionDate));

  return { days, members, commonFaults, leaderboard, sessions };
}
