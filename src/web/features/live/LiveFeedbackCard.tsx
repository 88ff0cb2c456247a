import type { LivePhase, PoseAnalysis } from '../../../shared/live';
import { Card } from '../../components/ui/Card';

export const PHASE_NAMES: Record<LivePhase, string> = {
  address: 'Address',
  backswing: 'Backswing',
  impact: 'Impact',
  'follow-through': 'Follow-through',
};

/** Spec §2: the current phase, the next move and the corrections, with the latest coaching message (3 s). */
export function LiveFeedbackCard({ phase, advice, coaching }: { phase: LivePhase; advice: PoseAnalysis | null; coaching: string | null }) {
  return (
    <Card className="space-y-3" data-testid="live-feedback">
      <h3 className="text-lg font-semibold text-fairway-900">Live Coaching Feedback</h3>
      {coaching && (
        <p role="status" className="rounded-lg bg-gold-300/40 px-3 py-2 font-semibold text-fairway-900">
          {coaching}
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <dt className="text-sm font-semibold text-ink/70">Current phase</dt>
        <dd className="font-semibold text-fairway-800" data-testid="live-phase">
          {PHASE_NAMES[phase]}
        </dd>
        <dt className="text-sm font-semibold text-ink/70">Next move</dt>
        <dd>{advice?.nextMove ?? 'Start the camera and live analysis, then take your address.'}</dd>
        <dt className="text-sm font-semibold text-ink/70">Corrections</dt>
        <dd>
          {advice && advice.corrections.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5">
              {advice.corrections.map((correction) => (
                <li key={correction}>{correction}</li>
              ))}
            </ul>
          ) : (
            <span className="text-ink/70">None for this position.</span>
          )}
        </dd>
      </dl>
    </Card>
  );
}
