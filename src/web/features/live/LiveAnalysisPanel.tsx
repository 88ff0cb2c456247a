import { useState } from 'react';
import { MESSAGES } from '../../../shared/texts';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useCurrentUser } from '../../lib/session';
import { KeepSwingBar } from './KeepSwingBar';
import { LiveFeedbackCard, PHASE_NAMES } from './LiveFeedbackCard';
import { LiveOverlay } from './LiveOverlay';
import { useBrowserPose } from './useBrowserPose';
import { useCamera } from './useCamera';
import { useFrameSender } from './useFrameSender';
import { useLiveSocket } from './useLiveSocket';
import { useSwingClip } from './useSwingClip';

function StatusBadge({ on, children }: { on: boolean; children: string }) {
  return (
    <Badge tone={on ? 'green' : 'neutral'} data-state={on ? 'on' : 'off'}>
      <span aria-hidden="true" className={on ? 'mr-1 text-fairway-600' : 'mr-1 text-ink/30'}>
        ●
      </span>
      {children}
    </Badge>
  );
}

/**
 * The Live Analysis tab (spec §2, §4): the camera, the page's own skeleton over it, and the
 * server's phase and coaching while live analysis sends it frames.
 */
export function LiveAnalysisPanel() {
  const { user } = useCurrentUser();
  const { state, sendFrame, sendPoseData } = useLiveSocket(user !== null);
  const camera = useCamera();
  const [analysing, setAnalysing] = useState(false);
  const pose = useBrowserPose(camera.videoRef, camera.active);
  const connected = state.status === 'connected';
  const live = analysing && camera.active && connected;
  const { takenAt } = useFrameSender({
    videoRef: camera.videoRef,
    browserPose: pose.latest,
    running: live,
    intervalMs: state.frameIntervalMs,
    pausedUntil: state.pausedUntil,
    phase: state.phase,
    sendFrame,
    sendPoseData,
  });
  // Recording survives a reconnect: only stopping analysis or the camera ends it.
  const swing = useSwingClip({ stream: camera.stream, recording: analysing && camera.active, reading: state.frame, takenAt });

  const startAnalysis = () => {
    if (!user) return window.alert(MESSAGES.liveLoginRequired);
    if (!camera.active || !connected) return window.alert(MESSAGES.cameraOrSocketNotReady);
    setAnalysing(true);
  };
  // Stopping the camera also stops analysis (spec §4).
  const stopCamera = () => {
    setAnalysing(false);
    camera.stop();
  };

  const banner = state.status === 'reconnecting' ? MESSAGES.liveConnectionLost : state.status === 'closed' ? state.problem : null;

  return (
    <div className="space-y-4">
      {banner && (
        <p role="alert" className="rounded-lg border border-orange-300 bg-orange-100 px-4 py-3 font-semibold text-orange-900">
          {banner}
        </p>
      )}
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-xl font-semibold text-fairway-900">Live Camera Analysis</h3>
          <div className="flex flex-wrap gap-2" aria-label="Live analysis status">
            <StatusBadge on={user !== null}>Authenticated</StatusBadge>
            <StatusBadge on={connected}>Connected</StatusBadge>
            <StatusBadge on={camera.active}>Camera Active</StatusBadge>
            <StatusBadge on={live}>Live Analysis</StatusBadge>
            {state.highLoad && <Badge tone="gold">High Load</Badge>}
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          {camera.active ? (
            <Button variant="outline" onClick={stopCamera}>
              Stop Camera
            </Button>
          ) : (
            <Button onClick={() => void camera.start()}>Start Camera</Button>
          )}
          {analysing ? (
            <Button variant="outline" onClick={() => setAnalysing(false)}>
              Stop Analysis
            </Button>
          ) : (
            <Button variant="gold" onClick={startAnalysis} disabled={!camera.active || !connected}>
              Start Live Analysis
            </Button>
          )}
        </div>
        {camera.problem && (
          <p role="alert" className="rounded-lg border border-orange-300 bg-orange-100 px-4 py-3 text-orange-900">
            {camera.problem}
          </p>
        )}
        <div className="relative aspect-[3/4] overflow-hidden rounded-xl bg-fairway-900 sm:aspect-video">
          <video ref={camera.videoRef} muted playsInline className="h-full w-full object-contain" data-testid="live-video" />
          <LiveOverlay videoRef={camera.videoRef} browserPose={pose.latest} serverFrame={live ? state.frame : null} />
          {camera.active && (
            <span className="absolute left-3 top-3 rounded-full bg-fairway-900/80 px-3 py-1 text-sm font-semibold text-cream">
              {live ? PHASE_NAMES[state.phase] : pose.status === 'loading' ? 'Loading the pose model…' : 'Camera on'}
            </span>
          )}
          {!camera.active && (
            <p className="absolute inset-0 flex items-center justify-center px-6 text-center text-cream/80">
              Start the camera, stand side-on or facing it with your whole body in view, then start live analysis.
            </p>
          )}
          {/* Last, so it sits above the camera-off hint: a kept swing outlives the camera. */}
          {swing.clip && <KeepSwingBar key={swing.clip.capturedAt} clip={swing.clip} onDismiss={swing.dismiss} />}
        </div>
        {camera.active && (
          <p className="text-sm text-ink/70">
            <span className="font-semibold text-gold-700">Gold</span>: the skeleton found on this device, live.{' '}
            <span className="font-semibold text-sky-600">Blue and white</span>: the server’s reading of the last frame sent.
          </p>
        )}
        {analysing && !swing.supported && (
          <p className="text-sm text-ink/60">This browser cannot record the camera, so swings seen live cannot be kept. Upload the clip instead.</p>
        )}
        {pose.status === 'failed' && (
          <p className="text-sm text-ink/70">The on-device skeleton could not start in this browser; the server’s analysis still works.</p>
        )}
      </Card>
      <LiveFeedbackCard phase={state.phase} advice={state.advice} coaching={state.coaching} />
    </div>
  );
}
