import type { SwingAnalysis, SwingEventName } from '../../../../shared/analysis';
import { unjudgedAreas, unmeasuredAreas } from '../../../../shared/keyMetricsMeasured';
import { CoachingPanels } from './CoachingPanels';
import { Faults } from './Faults';
import { KeyMetrics } from './KeyMetrics';
import { NextMove } from './NextMove';
import { PositionDetails } from './PositionDetails';
import { RawMetrics } from './RawMetrics';
import { ScoreSummary } from './ScoreSummary';

/**
 * Every panel of one analysis's result (spec §2 widget result, §9 labels and colours).
 * `onShowEvent` lets position details jump a player to their moment; `heightCm` (the golfer's
 * profile) puts distances in inches and centimetres.
 */
export function ResultView({
  analysis,
  onShowEvent,
  heightCm = null,
}: {
  analysis: SwingAnalysis;
  onShowEvent?: (event: SwingEventName) => void;
  heightCm?: number | null;
}) {
  const results = analysis.analysisResults;
  return (
    <div className="space-y-4">
      <ScoreSummary analysis={analysis} />
      <KeyMetrics metrics={results.keyMetrics} notMeasured={unmeasuredAreas(results)} notJudged={unjudgedAreas(results)} />
      <NextMove results={results} />
      <CoachingPanels analysis={analysis} />
      <PositionDetails positions={results.positionDetails} onShowEvent={onShowEvent} />
      <Faults faults={results.faults} />
      <RawMetrics metrics={results.metrics} faults={results.faults} heightCm={heightCm} />
    </div>
  );
}
