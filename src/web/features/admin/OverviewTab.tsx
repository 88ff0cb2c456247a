import type { AdminAnalytics } from '../../../shared/admin';
import { PLANS, type AdminPlanKey } from '../../../shared/plans';
import { Card } from '../../components/ui/Card';
import { cn } from '../../lib/cn';
import { formatPence } from './format';

const planName = (key: AdminPlanKey) => (key === 'enterprise' ? 'Enterprise' : PLANS[key].name);

function growthText(growth: number | null): { text: string; tone: string } {
  if (growth === null) return { text: 'No revenue last month to compare with', tone: 'text-ink/70' };
  return { text: `${growth >= 0 ? '+' : ''}${growth}% on last month`, tone: growth >= 0 ? 'text-fairway-600' : 'text-red-700' };
}

/** Spec §2 Admin Overview: the four tiles and the per-plan breakdown. */
export function OverviewTab({ analytics }: { analytics: AdminAnalytics }) {
  const growth = growthText(analytics.monthlyGrowth);
  const tiles = [
    { label: 'Total Revenue', value: formatPence(analytics.totalRevenue), note: <span className={growth.tone}>{growth.text}</span> },
    { label: 'Active Subscriptions', value: String(analytics.totalSubscriptions), note: 'Paid plans giving access now' },
    { label: 'Conversion Rate', value: `${analytics.conversionRate}%`, note: 'Registered members who have paid' },
    { label: 'Club Leads', value: String(analytics.clubLeads), note: 'Partnership enquiries' },
  ];
  const plans = (Object.keys(analytics.planBreakdown) as AdminPlanKey[]).map((key) => ({ key, ...analytics.planBreakdown[key] }));
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-2xl border border-fairway-100 bg-white p-4 shadow-sm sm:p-5" data-testid="admin-tile">
            <dt className="text-sm text-ink/70">{tile.label}</dt>
            <dd className="mt-1 font-display text-2xl font-bold text-fairway-900 sm:text-3xl">{tile.value}</dd>
            <dd className="mt-1 text-xs text-ink/70">{tile.note}</dd>
          </div>
        ))}
      </dl>
      <Card>
        <h2 className="text-lg font-semibold text-fairway-900">Plan breakdown</h2>
        <table className="mt-4 w-full text-left text-sm">
          <thead className="text-ink/70">
            <tr>
              <th className="py-2 font-medium">Plan</th>
              <th className="py-2 text-right font-medium">Active</th>
              <th className="py-2 text-right font-medium">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <tr key={plan.key} className={cn('border-t border-fairway-100', plan.count === 0 && plan.revenue === 0 && 'text-ink/70')}>
                <td className="py-2 font-medium">{planName(plan.key)}</td>
                <td className="py-2 text-right tabular-nums">{plan.count}</td>
                <td className="py-2 text-right tabular-nums">{formatPence(plan.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
