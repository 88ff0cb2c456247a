import { useMemo } from 'react';
import type { SwingAnalysisDetail } from '../../../shared/analysis';
import { modelledSwing } from '../../../swing/modelSwing';
import type { ComparedSwing } from '../../../swing/modelDifferences';
import { useAnalysis, useTrack } from '../analysis/api';
import { useModelSwing } from './api';

export type ModelChoice = 'modelled' | 'mine';

/** The model to hold a swing against, or why there is none to show. */
export type ModelSide = { state: 'ready'; swing: ComparedSwing; title: string } | { state: 'loading' } | { state: 'none'; message: string };

/**
 * The modelled swing in the member's view and handedness (built here, by the engine, in the
 * browser: nothing to fetch), or the member's own model swing with its track.
 */
export function useModelSide(detail: SwingAnalysisDetail, choice: ModelChoice): ModelSide {
  const results = detail.analysis?.analysisResults;
  const modelled = useMemo(() => (choice === 'modelled' && results ? modelledSwing(results.view, results.handedness) : null), [choice, results]);
  const mine = useModelSwing();
  const modelId = choice === 'mine' && mine.data && mine.data.analysisId !== detail.id ? mine.data.analysisId : undefined;
  const own = useAnalysis(modelId);
  const ownTrack = useTrack(own.data?.trackUrl);

  if (!results) return { state: 'loading' };
  if (choice === 'modelled') {
    if (!modelled)
      return { state: 'none', message: 'The modelled swing is built face-on and down the line; this swing was filmed from an angle between them.' };
    const hand = results.handedness === 'right' ? 'right-handed' : 'left-handed';
    return { state: 'ready', swing: { track: modelled.track, results: modelled.analysis.analysisResults }, title: `Modelled ${results.view} swing, ${hand}` };
  }
  if (mine.isPending) return { state: 'loading' };
  if (!mine.data)
    return { state: 'none', message: 'You have not chosen a model swing yet: open your best swing (or one your coach liked) and choose “Keep as my model”.' };
  if (mine.data.analysisId === detail.id)
    return { state: 'none', message: 'This is your model swing: compare it with the modelled swing, or open another of your swings.' };
  if (own.error || ownTrack.error) return { state: 'none', message: 'Your model swing could not be loaded. Try again in a moment.' };
  const ownResults = own.data?.analysis?.analysisResults;
  if (!ownResults || !ownTrack.data) return { state: 'loading' };
  const score = mine.data.overallScore === null ? '' : ` (${mine.data.overallScore}/100)`;
  return { state: 'ready', swing: { track: ownTrack.data, results: ownResults }, title: `Your model swing${score}` };
}
