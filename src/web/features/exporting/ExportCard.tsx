import { useState } from 'react';
import type { ExportOverlays, VideoExport } from '../../../shared/videoExport';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Progress } from '../../components/ui/Progress';
import { messageOf } from '../../lib/api';
import { summaryCardPath, useExports, useStartExport } from './api';

const OVERLAY_CHOICES: ReadonlyArray<{ key: keyof ExportOverlays; label: string }> = [
  { key: 'skeleton', label: 'Skeleton' },
  {
    key: 'trace',
    label: 'Swing trace: your hands’ path, the club’s through the downswing where it was seen clearly, and the plane line on a down-the-line swing',
  },
  { key: 'drawings', label: 'Your drawings' },
  { key: 'events', label: 'Names of the positions' },
];
const ALL_OVERLAYS: ExportOverlays = { skeleton: true, trace: true, drawings: true, events: true };

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * On the owner's result page: the summary card as a PNG, and (for a video) an MP4 with the chosen
 * overlays burned in, made by the server with a progress bar, then downloaded.
 */
export function ExportCard({ analysisId, hasVideo }: { analysisId: string; hasVideo: boolean }) {
  const exports = useExports(analysisId).data ?? [];
  const start = useStartExport(analysisId);
  const [overlays, setOverlays] = useState<ExportOverlays>(ALL_OVERLAYS);
  const newest = exports[0];
  const running = newest?.status === 'queued' || newest?.status === 'rendering';
  const nothingChosen = !Object.values(overlays).some(Boolean);

  return (
    <Card role="region" aria-label="Export this swing">
      <h2 className="text-xl font-semibold text-fairway-900">Export this swing</h2>
      <p className="mt-1 text-sm text-ink/70">
        {hasVideo
          ? 'Keep the swing outside the app: a one-page summary, and the video with the overlays you choose drawn into it.'
          : 'Keep a one-page summary of this check outside the app.'}
      </p>
      <a href={summaryCardPath(analysisId)} download className={buttonClasses('outline', 'sm', 'mt-3')}>
        Download the summary card (PNG)
      </a>
      {hasVideo && (
        <div className="mt-5 border-t border-fairway-100 pt-4">
          <fieldset className="space-y-1">
            <legend className="text-sm font-semibold text-fairway-800">Drawn into the video</legend>
            {OVERLAY_CHOICES.map(({ key, label }) => (
              <label key={key} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={overlays[key]}
                  onChange={() => setOverlays((current) => ({ ...current, [key]: !current[key] }))}
                  className="mt-0.5 size-4 shrink-0 accent-fairway-700"
                />
                {label}
              </label>
            ))}
          </fieldset>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button size="sm" disabled={running || start.isPending || nothingChosen} onClick={() => start.mutate({ overlays })}>
              {running ? 'Making the video...' : 'Make the video (MP4)'}
            </Button>
            {newest?.status === 'done' && newest.downloadPath && (
              <a href={newest.downloadPath} download className={buttonClasses('gold', 'sm')} data-testid="export-download">
                Download the video{newest.sizeBytes ? ` (${megabytes(newest.sizeBytes)})` : ''}
              </a>
            )}
          </div>
          {nothingChosen && <p className="mt-1 text-xs text-ink/70">Choose at least one overlay.</p>}
          {newest && <ExportState made={newest} />}
        </div>
      )}
      {start.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {messageOf(start.error)}
        </p>
      )}
    </Card>
  );
}

/** An export being made (its progress) or one that failed; a finished one is its download link above. */
function ExportState({ made }: { made: VideoExport }) {
  if (made.status === 'failed') return <p className="mt-3 text-sm text-red-700">{made.error}</p>;
  if (made.status === 'done') return null;
  const percent = Math.round(made.fraction * 100);
  return (
    <div className="mt-3 space-y-1" data-testid="export-progress">
      <Progress value={percent} label="Making the video" />
      <p className="text-xs text-ink/70">{made.status === 'queued' ? 'Waiting for its turn…' : `Drawing the frames: ${percent}%`}</p>
    </div>
  );
}
