import type { AnalysisProgress } from '../../../shared/analysis';
import { Progress } from '../../components/ui/Progress';
import { cn } from '../../lib/cn';
import { overallPercent, STAGE_LABELS, VISIBLE_STAGES } from './stages';

interface AnalysisProgressPanelProps {
  /** Bytes sent so far, 0..1, while the file is still uploading. */
  uploadFraction: number | null;
  progress: AnalysisProgress | null;
  /** The server is still downloading the member's video link (before it answers 202). */
  fetchingLink?: boolean;
}

/** The spec's 'Analyzing Swing...' spinner with the real upload bar and then the server's stages. */
export function AnalysisProgressPanel({ uploadFraction, progress, fetchingLink = false }: AnalysisProgressPanelProps) {
  const uploading = uploadFraction !== null;
  const stageIndex = progress ? VISIBLE_STAGES.indexOf(progress.stage as (typeof VISIBLE_STAGES)[number]) : -1;
  return (
    <div className="space-y-4 rounded-xl border border-fairway-100 bg-fairway-50/60 p-5" data-testid="analysis-progress">
      <div className="flex items-center gap-3">
        <span className="size-6 shrink-0 animate-spin rounded-full border-4 border-fairway-100 border-t-fairway-700" aria-hidden />
        <p className="font-semibold text-fairway-900" role="status">
          Analyzing Swing...
        </p>
      </div>
      {uploading ? (
        <div className="space-y-1.5">
          <div className="flex justify-between gap-3 text-sm text-ink/70">
            <span>Uploading</span>
            <span className="tabular-nums">{Math.round(uploadFraction * 100)}%</span>
          </div>
          <Progress value={uploadFraction * 100} label="Upload progress" />
        </div>
      ) : (
        <div className="space-y-3">
          <div className="space-y-1.5">
            <div className="flex justify-between gap-3 text-sm text-ink/70">
              <span>{progress ? STAGE_LABELS[progress.stage] : fetchingLink ? 'Fetching your video from the link' : STAGE_LABELS.upload}</span>
              <span className="tabular-nums">{progress ? overallPercent(progress) : 0}%</span>
            </div>
            <Progress value={progress ? overallPercent(progress) : 0} label="Analysis progress" />
          </div>
          <ol className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {VISIBLE_STAGES.map((stage, index) => (
              <li key={stage} className={cn(index < stageIndex ? 'text-fairway-700' : index === stageIndex ? 'font-semibold text-fairway-900' : 'text-ink/70')}>
                {index < stageIndex ? '✓ ' : ''}
                {STAGE_LABELS[stage]}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
