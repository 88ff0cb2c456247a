/** The empty-state sentences of spec §2 "Performance", verbatim. */
export const PERFORMANCE_EMPTY = {
  progress: 'No performance data available for selected time range',
  metrics: 'No metrics data available for selected time range',
  breakdown: 'No breakdown data available',
  noDataTitle: 'No Performance Data Yet',
  noDataText: 'Start analyzing your swings to track your progress and see detailed performance metrics',
} as const;
