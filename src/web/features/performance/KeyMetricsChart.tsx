import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { KEY_METRIC_LABELS, KEY_METRIC_NAMES, type PerformanceSession } from '../../../shared/performance';
import { ChartFrame } from './ChartFrame';
import { AXIS_TICK, CHART_COLORS, CHART_MARGIN, LEGEND_WRAPPER_STYLE, longDate, METRIC_COLORS, sessionDayTicks, TOOLTIP_STYLE, X_TICK_GAP } from './chartStyle';
import { useChartAnimation } from './useChartAnimation';

/** 'Key Metrics': tempo, balance, power and accuracy (out of 10) of each session. */
export function KeyMetricsChart({ sessions }: { sessions: PerformanceSession[] }) {
  const animate = useChartAnimation();
  return (
    <ChartFrame label="Tempo, balance, power and accuracy of each session" height={300}>
      <LineChart data={sessions} margin={CHART_MARGIN}>
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="sessionDate" tickFormatter={sessionDayTicks(sessions)} tick={AXIS_TICK} minTickGap={X_TICK_GAP} tickLine={false} />
        <YAxis domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <Tooltip {...TOOLTIP_STYLE} labelFormatter={(value) => longDate(String(value))} />
        <Legend iconType="circle" wrapperStyle={LEGEND_WRAPPER_STYLE} />
        {KEY_METRIC_NAMES.map((name) => (
          <Line
            isAnimationActive={animate}
            key={name}
            type="monotone"
            dataKey={name}
            name={KEY_METRIC_LABELS[name]}
            stroke={METRIC_COLORS[name]}
            strokeWidth={2}
            dot={{ r: 2.5 }}
            connectNulls
          />
        ))}
      </LineChart>
    </ChartFrame>
  );
}
