import type { SwingAnalysis } from '../../../../shared/analysis';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../lib/cn';
import { scoreLabel, scoreTone, TONE_CLASSES } from './scoreStyle';

/** An issue reads "Name: what was measured"; the chip shows the name, the faults panel the rest. */
function issueName(issue: string): string {
  const colon = issue.indexOf(':');
  return colon > 0 ? issue.slice(0, colon) : issue;
}

/**
 * The overall score out of 100 with its label and colour, the summary text and the current phase.
 * A still image is a posture check: it names the position it shows instead of a swing score.
 */
export function ScoreSummary({ analysis }: { analysis: SwingAnalysis }) {
  const { overallScore, currentPosition, analysisKind, timing } = analysis.analysisResults;
  const posture = analysisKind === 'posture';
  const tone = TONE_CLASSES[scoreTone(overallScore)];
  return (
    <Card className="flex flex-col gap-5 sm:flex-row sm:items-center">
      {!posture && (
        <div
          className={cn('flex size-28 shrink-0 flex-col items-center justify-center self-center rounded-full border-4', tone.soft)}
          data-testid="overall-score"
        >
          <span className={cn('font-display text-4xl font-bold', tone.text)}>{overallScore}</span>
          <span className="text-xs text-ink/70">out of 100</span>
        </div>
      )}
      <div className="min-w-0 space-y-2">
        {posture ? (
          <p className="text-sm font-bold uppercase tracking-wide text-fairway-700" data-testid="score-label">
            Posture check · {currentPosition.phase}
          </p>
        ) : (
          <p className={cn('text-sm font-bold uppercase tracking-wide', tone.text)} data-testid="score-label" data-tone={scoreTone(overallScore)}>
            {scoreLabel(overallScore)}
          </p>
        )}
        {posture && <p className="text-sm text-ink/70">A photo shows one position: film the whole swing for a swing score and its timing.</p>}
        {timing && timing.slowMotionFactor > 1 && (
          <p className="text-sm text-ink/70" data-testid="slow-motion">
            {timing.stated
              ? `Slow motion (${timing.slowMotionFactor}× slower than life, as your phone recorded it): times and speeds are measured in real time.`
              : `Slow motion (about ${timing.slowMotionFactor}× slower than life): tempo is read as a ratio, and times and speeds are not measured.`}
          </p>
        )}
        <p className="text-ink/80">{analysis.feedback}</p>
        {currentPosition.phase && (
          <p className="text-sm text-ink/70">
            Phase: <span className="font-medium text-ink/80">{currentPosition.phase}</span>
          </p>
        )}
        {currentPosition.issues.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Issues found">
            {currentPosition.issues.map((issue) => (
              <li key={issue} title={issue} className="rounded-full bg-fairway-50 px-2.5 py-0.5 text-xs font-medium text-fairway-800">
                {issueName(issue)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
