import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { deviceAnalysisBlocker } from '../../../pose/browser/support';
import { DeviceAnalysisError } from '../../../pose/browser/deviceAnalysisErrors';
import type { SwingAnalysis } from '../../../shared/analysis';
import { notGolfMessage } from '../../../shared/notGolf';
import { ROUTES } from '../../../shared/routes';
import type { PoseTrack } from '../../../swing/types';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Progress } from '../../components/ui/Progress';
import { trackEvent } from '../../lib/analytics';
import { analyseDemoSwing } from './analyseDemoSwing';
import { DemoResult } from './DemoResult';

type Phase =
  | { kind: 'choosing' }
  | { kind: 'working'; fraction: number }
  | { kind: 'done'; analysis: SwingAnalysis; track: PoseTrack; videoUrl: string }
  | { kind: 'failed'; message: string };

/** What a visitor can do when this device cannot analyse the swing: a member's upload goes to our server. */
const SERVER_INSTEAD = 'Members can upload the video instead: our server analyses it.';

/** Why the demo could not analyse the file, in a golfer's words. */
function failureMessage(error: unknown): string {
  if (error instanceof DeviceAnalysisError) return `${error.message} ${SERVER_INSTEAD}`;
  return `This video could not be analysed on your device. Try another clip of one full swing, or: ${SERVER_INSTEAD}`;
}

/**
 * The free demo (issue 26): the visitor picks a video of their own swing, the pose model and the
 * swing engine both run in this page, and the result is shown from memory: nothing is uploaded
 * or stored. A browser that cannot do it is told why before anything starts.
 */
export function FreeDemo() {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const blocker = useMemo(() => deviceAnalysisBlocker(), []);
  const input = useRef<HTMLInputElement>(null);
  const videoUrl = phase.kind === 'done' ? phase.videoUrl : null;
  // The object URL lives as long as its result is on screen.
  useEffect(() => () => (videoUrl ? URL.revokeObjectURL(videoUrl) : undefined), [videoUrl]);

  async function analyse() {
    if (!file || phase.kind === 'working') return;
    setPhase({ kind: 'working', fraction: 0 });
    trackEvent('demo_analysis_start', { event_category: 'engagement' });
    try {
      const { track, outcome } = await analyseDemoSwing(file, (fraction) => setPhase({ kind: 'working', fraction }));
      if (outcome.kind === 'not_golf') {
        setPhase({ kind: 'failed', message: notGolfMessage(outcome.cause, track.source) });
        return;
      }
      trackEvent('demo_analysis_done', { event_category: 'engagement', score: outcome.analysis.analysisResults.overallScore });
      setPhase({ kind: 'done', analysis: outcome.analysis, track, videoUrl: URL.createObjectURL(file) });
    } catch (error) {
      setPhase({ kind: 'failed', message: failureMessage(error) });
    }
  }

  function choose(chosen: File | undefined) {
    setFile(chosen ?? null);
    setPhase({ kind: 'choosing' });
  }

  if (blocker) {
    return (
      <Card role="alert" className="space-y-3" data-testid="demo-unavailable">
        <h2 className="text-2xl font-semibold text-fairway-900">The demo cannot run in this browser</h2>
        <p className="text-ink/80">
          {blocker.message} {SERVER_INSTEAD}
        </p>
        <Link to={ROUTES.subscribe.path} className="font-semibold text-fairway-700 hover:underline">
          See the plans
        </Link>
      </Card>
    );
  }

  return (
    <div className="space-y-6">
      <Card className="space-y-4">
        <h2 className="text-2xl font-semibold text-fairway-900">Analyse your own swing, free</h2>
        <p className="text-ink/80">
          Choose a video of one full swing, face-on or down-the-line, with your whole body in the frame. A short clip works best: MP4 or MOV from a phone.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button variant="outline" disabled={phase.kind === 'working'} onClick={() => input.current?.click()}>
            {file ? 'Choose another video' : 'Choose your swing video'}
          </Button>
          {file && <span className="min-w-0 truncate text-sm text-ink/80">{file.name}</span>}
          <input
            ref={input}
            type="file"
            accept="video/*"
            aria-label="Your swing video"
            className="sr-only"
            tabIndex={-1}
            disabled={phase.kind === 'working'}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </div>
        {phase.kind === 'working' ? (
          <div className="space-y-2" role="status">
            <p className="font-semibold text-fairway-900">Analysing on your device… {Math.round(phase.fraction * 100)}%</p>
            <Progress value={phase.fraction * 100} label="Demo analysis" />
          </div>
        ) : (
          <Button variant="gold" size="lg" className="w-full sm:w-auto" disabled={!file} onClick={() => void analyse()}>
            Analyse my swing
          </Button>
        )}
        {phase.kind === 'failed' && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {phase.message}
          </p>
        )}
        <p className="text-sm text-ink/70">
          Everything happens in your browser: it decodes the video, finds your body’s positions in its frames with a pose model, and our swing engine places the
          key positions, measures and scores them. The video is not uploaded and nothing is stored.
        </p>
      </Card>
      {phase.kind === 'done' && <DemoResult analysis={phase.analysis} track={phase.track} videoUrl={phase.videoUrl} />}
    </div>
  );
}
