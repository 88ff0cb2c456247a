import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { PerformanceSession } from '../../../shared/performance';
import { ChartFrame } from './ChartFrame';
import { AXIS_TICK, CHART_COLORS, CHART_MARGIN, longDate, sessionDayTicks, TOOLTIP_STYLE, X_TICK_GAP } from './chartStyle';
import { useChartAnimation } from './useChartAnimation';

/** 'Progress Over Time': the overall score of each session, y axis 0–100 (spec §2, §9). */
export function ProgressOverTimeChart({ sessions }: { sessions: PerformanceSession[] }) {
  const animate = useChartAnimation();
  return (
    <ChartFrame label="Overall score of each session over time">
      <AreaChart data={sessions} margin={CHART_MARGIN}>
        <defs>
          <linearGradient id="score-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={CHART_COLORS.score} stopOpacity={0.35} />
            <stop offset="100%" stopColor={CHART_COLORS.score} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="sessionDate" tickFormatter={sessionDayTicks(sessions)} tick={AXIS_TICK} minTickGap={X_TICK_GAP} tickLine={false} />
        <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <Tooltip {...TOOLTIP_STYLE} labelFormatter={(value) => longDate(String(value))} formatter={(value) => [value, 'Overall score']} />
        <Area
          isAnimationActive={animate}
          type="monotone"
          dataKey="overallScore"
          name="Overall score"
          stroke={CHART_COLORS.score}
          strokeWidth={2.5}
          fill="url(#score-fill)"
          dot={{ r: 3 }}
        />
      </AreaChart>
    </ChartFrame>
  );
}
