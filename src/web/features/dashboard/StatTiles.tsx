import { formatImprovement, memberSinceLabel, type AnalysisStats } from '../../../shared/memberStats';
import { cn } from '../../lib/cn';
import { improvementTone } from '../../lib/improvementTone';

interface StatTilesProps {
  /** The server's figures (GET /api/swing-analyses/stats); undefined while they load. */
  stats: AnalysisStats | undefined;
  accountCreatedAt: string;
}

/** Spec §2/§9: Analyses This Month, Average Score, Improvement, Member Since — from the member's own analyses. */
export function StatTiles({ stats, accountCreatedAt }: StatTilesProps) {
  const loading = stats === undefined;
  const improvement = stats?.improvementPercent ?? null;
  const tiles = [
    { label: 'Analyses This Month', value: String(stats?.analysesThisMonth ?? 0) },
    { label: 'Average Score', value: stats?.averageScore == null ? '—' : String(stats.averageScore) },
    {
      label: 'Improvement',
      value: formatImprovement(improvement),
      tone: improvement === null ? undefined : improvementTone(improvement),
    },
    { label: 'Member Since', value: memberSinceLabel(accountCreatedAt) },
  ];
  // One colour class per value: of two, the stylesheet's order would pick, not this code.
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-2xl border border-fairway-100 bg-white p-4 shadow-sm sm:p-5" data-testid="stat-tile">
          <dt className="text-sm text-ink/70">{tile.label}</dt>
          <dd className={cn('mt-1 font-display text-2xl font-bold sm:text-3xl', loading ? 'animate-pulse text-ink/30' : (tile.tone ?? 'text-fairway-900'))}>
            {loading && tile.label !== 'Member Since' ? '…' : tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
