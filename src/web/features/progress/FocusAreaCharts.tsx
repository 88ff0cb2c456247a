import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { KEY_METRIC_LABELS } from '../../../shared/performance';
import type { FocusAreaProgress } from '../../../shared/progress';
import { Card } from '../../components/ui/Card';
import { ChartFrame, EmptyChart } from '../performance/ChartFrame';
import { AXIS_TICK, CHART_COLORS, SERIES_COLORS, TOOLTIP_STYLE } from '../performance/chartStyle';
import { useChartAnimation } from '../performance/useChartAnimation';

function metricLabel(metric: FocusAreaProgress['metric']): string {
  return metric === 'overallScore' ? 'overall score' : KEY_METRIC_LABELS[metric].toLowerCase();
}

/** "+2.7 points of 10 in power": the change in the metric's own points, never a percentage of a small start. */
export function changeInPoints({ improvement, metric }: Pick<FocusAreaProgress, 'improvement' | 'metric'>): string {
  const sign = improvement > 0 ? '+' : improvement < 0 ? '−' : '';
  return `${sign}${Math.abs(improvement).toFixed(1)} points of ${metric === 'overallScore' ? 100 : 10} in ${metricLabel(metric)}`;
}

/** "found in 1 swing" / "found in 3 swings": the sample the change rests on. */
function sampleSize(sessions: number): string {
  return `found in ${sessions} ${sessions === 1 ? 'swing' : 'swings'}`;
}

/**
 * Focus Areas tab: the fault families found in the member's swings. Bars show how the related
 * metric moved since the family first showed up (horizontal, so long names stay readable on a
 * phone); the pie shows in how many sessions each was found.
 */
export function FocusAreaCharts({ areas }: { areas: FocusAreaProgress[] }) {
  const animate = useChartAnimation();
  if (areas.length === 0) {
    return <EmptyChart text="No faults found in your analysed swings yet. Focus areas appear here once the coach spots something to work on." />;
  }
  const height = Math.max(200, areas.length * 52);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="p-3 sm:p-5">
        <h3 className="mb-1 px-1 text-lg font-semibold text-fairway-900">Improvement per Area</h3>
        <p className="mb-3 px-1 text-sm text-ink/70">Change of the area&apos;s score, in points, since a fault of it first showed.</p>
        <ChartFrame label="Improvement per focus area" height={height}>
          <BarChart data={areas} layout="vertical" margin={{ top: 4, right: 40, bottom: 4, left: 8 }}>
            <CartesianGrid stroke={CHART_COLORS.grid} horizontal={false} />
            <XAxis type="number" tick={AXIS_TICK} tickLine={false} />
            <YAxis type="category" dataKey="area" width={112} tick={AXIS_TICK} tickLine={false} axisLine={false} />
            <ReferenceLine x={0} stroke={CHART_COLORS.axis} />
            <Tooltip
              {...TOOLTIP_STYLE}
              cursor={{ fill: CHART_COLORS.grid, opacity: 0.5 }}
              formatter={(_value, _name, item) => {
                const area = item.payload as FocusAreaProgress;
                return [`${changeInPoints(area)}, ${sampleSize(area.sessions)}`, 'Since first found'];
              }}
            />
            <Bar isAnimationActive={animate} dataKey="improvement" name="Improvement" radius={4} maxBarSize={28}>
              {areas.map((area) => (
                <Cell key={area.area} fill={area.improvement >= 0 ? CHART_COLORS.score : CHART_COLORS.negative} />
              ))}
            </Bar>
          </BarChart>
        </ChartFrame>
        <ul className="mt-3 space-y-1 px-1 text-sm text-ink/80" aria-label="Change per focus area">
          {areas.map((area) => (
            <li key={area.area} data-testid="focus-area-change">
              <span className="font-medium">{area.area}</span>: {changeInPoints(area)} ({sampleSize(area.sessions)})
            </li>
          ))}
        </ul>
      </Card>
      <Card className="p-3 sm:p-5">
        <h3 className="mb-1 px-1 text-lg font-semibold text-fairway-900">Sessions per Area</h3>
        <p className="mb-3 px-1 text-sm text-ink/70">In how many of your swings each was found.</p>
        <ChartFrame label="Sessions per focus area" height={300}>
          <PieChart>
            <Pie
              isAnimationActive={animate}
              data={areas}
              dataKey="sessions"
              nameKey="area"
              innerRadius="45%"
              outerRadius="75%"
              paddingAngle={2}
              label={{ fontSize: 12 }}
              labelLine={false}
            >
              {areas.map((area, index) => (
                <Cell key={area.area} fill={SERIES_COLORS[index % SERIES_COLORS.length]} />
              ))}
            </Pie>
            <Tooltip {...TOOLTIP_STYLE} formatter={(value) => [`${value} sessions`, 'Found in']} />
            <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
          </PieChart>
        </ChartFrame>
      </Card>
    </div>
  );
}
