import type { AnalysisProgress } from '../../../shared/analysis';
import { Progress } from '../../components/ui/Progress';
import { cn } from '../../lib/cn';
import { bytesText, estimateText, overallPercent, STAGE_LABELS, STEP_LABELS, VISIBLE_STAGES } from './stages';

interface AnalysisProgressPanelProps {
  /** The file's bytes sent so far and in all, while it is still uploading. */
  upload: { sent: number; total: number } | null;
  progress: AnalysisProgress | null;
  /** The server is still downloading the member's video link (before it answers 202). */
  fetchingLink?: boolean;
}

/**
 * The spec's 'Analyzing Swing...' spinner with the real upload bar (bytes), then the server's
 * stages ticked off, with its estimate of the swings ahead and the time left.
 */
export function AnalysisProgressPanel({ upload, progress, fetchingLink = false }: AnalysisProgressPanelProps) {
  const stageIndex = progress ? VISIBLE_STAGES.indexOf(progress.stage as (typeof VISIBLE_STAGES)[number]) : -1;
  const percent = progress ? overallPercent(progress) : 0;
  return (
    <div className="space-y-4 rounded-xl border border-fairway-100 bg-fairway-50/60 p-5" data-testid="analysis-progress">
      <div className="flex items-center gap-3">
        <span className="size-6 shrink-0 animate-spin rounded-full border-4 border-fairway-100 border-t-fairway-700" aria-hidden />
        <p className="font-semibold text-fairway-900" role="status">
          Analyzing Swing...
        </p>
      </div>
      {upload ? (
        <div className="space-y-1.5">
          <div className="flex flex-wrap justify-between gap-x-3 text-sm text-ink/70">
            <span>Uploading</span>
            <span className="tabular-nums" data-testid="upload-bytes">
              {bytesText(upload.sent, upload.total)}
            </span>
          </div>
          <Progress value={upload.total > 0 ? (upload.sent / upload.total) * 100 : 0} label="Upload progress" />
        </div>
      ) : (
        <div className="space-y-3">
          <div className="space-y-1.5">
            <div className="flex justify-between gap-3 text-sm text-ink/70">
              <span>{progress ? STAGE_LABELS[progress.stage] : fetchingLink ? 'Fetching your video from the link' : STAGE_LABELS.upload}</span>
              <span className="tabular-nums">{percent}%</span>
            </div>
            <Progress value={percent} label="Analysis progress" />
            {progress?.estimate && (
              <p className="text-sm font-medium text-fairway-900" data-testid="analysis-estimate">
                {estimateText(progress.estimate)}
              </p>
            )}
          </div>
          <ol className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label="Analysis steps">
            {VISIBLE_STAGES.map((stage, index) => (
              <li
                key={stage}
                aria-current={index === stageIndex ? 'step' : undefined}
                className={cn(index < stageIndex ? 'text-fairway-700' : index === stageIndex ? 'font-semibold text-fairway-900' : 'text-ink/70')}
              >
                {index < stageIndex ? '✓ ' : ''}
                {STEP_LABELS[stage]}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
