import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { KEY_METRIC_LABELS, KEY_METRIC_NAMES, type KeyMetricName } from '../../../shared/performance';
import { ChartFrame } from './ChartFrame';
import { AXIS_TICK, CHART_COLORS, CHART_MARGIN, METRIC_COLORS, TOOLTIP_STYLE } from './chartStyle';
import { useChartAnimation } from './useChartAnimation';

/** 'Performance Breakdown': the rounded average of each key metric over the range (out of 10). */
export function BreakdownChart({ averages }: { averages: Record<KeyMetricName, number | null> }) {
  const animate = useChartAnimation();
  const data = KEY_METRIC_NAMES.map((name) => ({ name: KEY_METRIC_LABELS[name], value: averages[name], color: METRIC_COLORS[name] }));
  return (
    <ChartFrame label="Average tempo, balance, power and accuracy">
      <BarChart data={data} margin={{ ...CHART_MARGIN, top: 20 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="name" tick={AXIS_TICK} tickLine={false} interval={0} />
        <YAxis domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <Tooltip {...TOOLTIP_STYLE} cursor={{ fill: CHART_COLORS.grid, opacity: 0.5 }} formatter={(value) => [`${value}/10`, 'Average']} />
        <Bar isAnimationActive={animate} dataKey="value" name="Average" radius={[8, 8, 0, 0]} maxBarSize={64}>
          {data.map((entry) => (
            <Cell key={entry.name} fill={entry.color} />
          ))}
          <LabelList dataKey="value" position="top" style={{ fontSize: 13, fontWeight: 600, fill: '#0a2a20' }} />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
