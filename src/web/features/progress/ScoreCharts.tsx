import { Bar, BarChart, CartesianGrid, LabelList, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ProgressSummary } from '../../../shared/progress';
import { Card } from '../../components/ui/Card';
import { ChartFrame } from '../performance/ChartFrame';
import { OneSessionNote, TREND_MIN_SESSIONS } from '../performance/OneSessionNote';
import { AXIS_TICK, CHART_COLORS, CHART_MARGIN, dayOnceLabels, longDate, shortDate, TOOLTIP_STYLE, X_TICK_GAP } from '../performance/chartStyle';
import { useChartAnimation } from '../performance/useChartAnimation';

/** Progress tab: the score of every session by date, and the average score of each week. */
export function ScoreCharts({ summary }: { summary: ProgressSummary }) {
  const animate = useChartAnimation();
  const [first] = summary.swingScores;
  const dayLabels = dayOnceLabels(summary.swingScores.map((s) => s.date));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="p-3 sm:p-5">
        <h3 className="mb-3 px-1 text-lg font-semibold text-fairway-900">Swing Score</h3>
        {first && summary.swingScores.length < TREND_MIN_SESSIONS ? (
          <OneSessionNote date={first.date} numbers={`a score of ${first.score}`} />
        ) : (
          <ChartFrame label="Swing score of each session by date" height={260}>
            <LineChart data={summary.swingScores} margin={CHART_MARGIN}>
              <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
              <XAxis
                dataKey="session"
                tickFormatter={(session) => dayLabels[Number(session) - 1] ?? ''}
                tick={AXIS_TICK}
                minTickGap={X_TICK_GAP}
                tickLine={false}
              />
              <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={AXIS_TICK} tickLine={false} axisLine={false} />
              <Tooltip
                {...TOOLTIP_STYLE}
                labelFormatter={(session) => `Session ${session} · ${longDate(summary.swingScores[Number(session) - 1]?.date ?? '')}`}
                formatter={(value) => [value, 'Score']}
              />
              <Line
                isAnimationActive={animate}
                type="monotone"
                dataKey="score"
                name="Score"
                stroke={CHART_COLORS.score}
                strokeWidth={2.5}
                dot={{ r: 3.5, fill: CHART_COLORS.gold, strokeWidth: 0 }}
              />
            </LineChart>
          </ChartFrame>
        )}
      </Card>
      <Card className="p-3 sm:p-5">
        <h3 className="mb-3 px-1 text-lg font-semibold text-fairway-900">Weekly Average</h3>
        <ChartFrame label="Average swing score of each week" height={260}>
          <BarChart data={summary.weeklyProgress} margin={{ ...CHART_MARGIN, top: 20 }}>
            <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
            <XAxis dataKey="week" tickFormatter={shortDate} tick={AXIS_TICK} minTickGap={X_TICK_GAP} tickLine={false} />
            <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={AXIS_TICK} tickLine={false} axisLine={false} />
            <Tooltip
              {...TOOLTIP_STYLE}
              cursor={{ fill: CHART_COLORS.grid, opacity: 0.5 }}
              labelFormatter={(week) => `Week of ${longDate(String(week))}`}
              formatter={(value, _name, item) => [`${value} (${(item.payload as { sessions: number }).sessions} sessions)`, 'Average']}
            />
            <Bar isAnimationActive={animate} dataKey="avg_score" name="Average score" fill={CHART_COLORS.score} radius={[8, 8, 0, 0]} maxBarSize={48}>
              <LabelList dataKey="avg_score" position="top" style={{ fontSize: 12, fontWeight: 600, fill: '#0a2a20' }} />
            </Bar>
          </BarChart>
        </ChartFrame>
      </Card>
    </div>
  );
}
