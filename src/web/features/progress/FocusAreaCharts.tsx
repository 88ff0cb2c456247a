import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { KEY_METRIC_LABELS } from '../../../shared/performance';
import type { FocusAreaProgress } from '../../../shared/progress';
import { Card } from '../../components/ui/Card';
import { ChartFrame, EmptyChart } from '../performance/ChartFrame';
import { AXIS_TICK, CHART_COLORS, SERIES_COLORS, signedPercent, TOOLTIP_STYLE } from '../performance/chartStyle';
import { useChartAnimation } from '../performance/useChartAnimation';

function metricLabel(metric: FocusAreaProgress['metric']): string {
  return metric === 'overallScore' ? 'overall score' : KEY_METRIC_LABELS[metric].toLowerCase();
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
        <p className="mb-3 px-1 text-sm text-ink/70">Change of the related metric since the fault first appeared.</p>
        <ChartFrame label="Improvement per focus area" height={height}>
          <BarChart data={areas} layout="vertical" margin={{ top: 4, right: 40, bottom: 4, left: 8 }}>
            <CartesianGrid stroke={CHART_COLORS.grid} horizontal={false} />
            <XAxis type="number" tick={AXIS_TICK} tickFormatter={(value) => `${value}%`} tickLine={false} />
            <YAxis type="category" dataKey="area" width={112} tick={AXIS_TICK} tickLine={false} axisLine={false} />
            <ReferenceLine x={0} stroke={CHART_COLORS.axis} />
            <Tooltip
              {...TOOLTIP_STYLE}
              cursor={{ fill: CHART_COLORS.grid, opacity: 0.5 }}
              formatter={(value, _name, item) => [signedPercent(Number(value)), `Change in ${metricLabel((item.payload as FocusAreaProgress).metric)}`]}
            />
            <Bar isAnimationActive={animate} dataKey="improvement" name="Improvement" radius={4} maxBarSize={28}>
              {areas.map((area) => (
                <Cell key={area.area} fill={area.improvement >= 0 ? CHART_COLORS.score : CHART_COLORS.negative} />
              ))}
            </Bar>
          </BarChart>
        </ChartFrame>
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
