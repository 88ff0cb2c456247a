/** The loading skeleton of /performance: the shapes of the cards and the chart, pulsing. */
export function PerformanceSkeleton() {
  return (
    <div role="status" aria-label="Loading performance data" className="animate-pulse space-y-6" data-testid="performance-skeleton">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="h-24 rounded-2xl bg-fairway-100/80 sm:h-28" />
        ))}
      </div>
      <div className="h-11 rounded-xl bg-fairway-100/80" />
      <div className="h-72 rounded-2xl bg-fairway-100/80" />
      <div className="h-48 rounded-2xl bg-fairway-100/80" />
    </div>
  );
}
