import { useEffect, useMemo, useRef, useState } from 'react';
import type { SwingAnalysisDetail } from '../../../../shared/analysis';
import type { Keypoint, PoseTrack } from '../../../../swing/types';
import { useTrack } from '../api';
import { PlaybackControls } from '../player/PlaybackControls';
import { SkeletonVideo } from '../player/SkeletonVideo';
import { Timeline } from '../player/Timeline';
import { DEFAULT_FPS, usePlayback } from '../player/usePlayback';
import { frameAt } from '../player/useVideoState';
import { poseAt } from '../player/poseTrack';
import { usePlayerLayer } from '../player/playerLayers';
import { drawsPlane } from '../../../../shared/swingTrace';
import { TraceOverlay } from '../trace/TraceOverlay';
import { TracePanel } from '../trace/TracePanel';
import { ghostPose, stanceOf } from './ghost';
import { mapTime, matchingAnchors, rateFactorAt, swapAnchors, type Anchor } from './timeMapping';
import { useCompareTraces, type VideoTraces } from './useCompareTraces';
import { AnchorButtons } from './AnchorButtons';

/** Drift (seconds) beyond which B is re-seeked rather than nudged by its playback rate. */
const MAX_DRIFT_SECONDS = 0.08;
/** Chromium's playbackRate range. */
const MIN_RATE = 0.0625;
const MAX_RATE = 16;

interface ComparePlayersProps {
  first: SwingAnalysisDetail;
  second: SwingAnalysisDetail;
  firstLabel: string;
  secondLabel: string;
}

/**
 * Two swings side by side, kept in step at their events: the first clip is the clock, and the
 * second follows through a piecewise-linear time map between the events both have, so address,
 * top, impact and finish arrive together even when one golfer swings faster.
 */
export function ComparePlayers({ first, second, firstLabel, secondLabel }: ComparePlayersProps) {
  const videoA = useRef<HTMLVideoElement>(null);
  const videoB = useRef<HTMLVideoElement>(null);
  const trackA = useTrack(first.trackUrl).data ?? null;
  const trackB = useTrack(second.trackUrl).data ?? null;
  const eventsA = useMemo(() => first.analysis?.analysisResults.events ?? [], [first.analysis]);
  const eventsB = useMemo(() => second.analysis?.analysisResults.events ?? [], [second.analysis]);
  const anchors = useMemo(() => matchingAnchors(eventsA, eventsB), [eventsA, eventsB]);
  const [showGhost, setShowGhost] = useState(false);
  // Each swing's skeleton over the other video, at the same position of the swing, standing on
  // that golfer's feet; none when either golfer's feet or head were not seen at address.
  const ghosts = useMemo(() => {
    const stanceA = trackA && stanceOf(trackA, eventsA);
    const stanceB = trackB && stanceOf(trackB, eventsB);
    if (!trackA || !trackB || !stanceA || !stanceB) return null;
    const sideA = { width: trackA.width, height: trackA.height, stance: stanceA };
    const sideB = { width: trackB.width, height: trackB.height, stance: stanceB };
    const over =
      (ghost: typeof sideA, ghostTrack: PoseTrack, host: typeof sideA, toGhost: Anchor[]) =>
      (seconds: number): Keypoint[] | null => {
        const pose = poseAt(ghostTrack, mapTime(seconds, toGhost) * 1000);
        return pose && ghostPose(pose, ghost, host);
      };
    return { overA: over(sideB, trackB, sideA, anchors), overB: over(sideA, trackA, sideB, swapAnchors(anchors)) };
  }, [trackA, trackB, eventsA, eventsB, anchors]);
  const traces = useCompareTraces(
    { track: trackA, events: eventsA, slowMotionFactor: first.analysis?.analysisResults.timing?.slowMotionFactor },
    { track: trackB, events: eventsB, slowMotionFactor: second.analysis?.analysisResults.timing?.slowMotionFactor },
    anchors,
  );
  const [handPath, toggleHands] = usePlayerLayer('handPath');
  const [clubPath, toggleClub] = usePlayerLayer('clubPath');
  const [plane, togglePlane] = usePlayerLayer('plane');
  // A plane line is one golfer's set-up: each down-the-line swing draws its own, over its own video only.
  const viewA = first.analysis?.analysisResults.view;
  const viewB = second.analysis?.analysisResults.view;
  const planeA = Boolean(traces.overA.own && drawsPlane(traces.overA.own, viewA));
  const planeB = Boolean(traces.overB.own && drawsPlane(traces.overB.own, viewB));
  // A leads: the controls act on it, and B follows through the time map.
  const playback = usePlayback(videoA, trackA, 0.5, first.analysis?.analysisResults.footage);
  const { state, fps, seek } = playback;
  const frameB = frameAt(mapTime(state.currentSeconds, anchors), trackB && trackB.fps > 0 ? trackB.fps : DEFAULT_FPS);
  const traced = (side: VideoTraces, frame: number, ownPlane: boolean) =>
    side.own && (
      <>
        {side.other && <TraceOverlay ghost trace={side.other} frame={frame} playing={state.playing} show={{ handPath, clubPath, plane: false }} />}
        <TraceOverlay trace={side.own} frame={frame} playing={state.playing} show={{ handPath, clubPath, plane: ownPlane }} />
      </>
    );
  const hasClub = [traces.overA.own, traces.overB.own].some((trace) => trace && trace.club.length > 0);
  const hasPlane = planeA || planeB;
  const planeNote = hasPlane ? ' The plane line over each down-the-line swing is its own shaft at address.' : '';
  const rateRef = useRef(playback.controls.rate);
  rateRef.current = playback.controls.rate;

  /** Puts B where A's time maps to (clamped to B's clip). */
  const alignB = () => {
    const a = videoA.current;
    const b = videoB.current;
    if (!a || !b) return;
    const target = mapTime(a.currentTime, anchors);
    const end = Number.isFinite(b.duration) ? b.duration : Infinity;
    b.currentTime = Math.min(Math.max(0, target), end);
  };

  // While A plays, B plays at A's rate times the slope of the map, and is re-seeked if it drifts.
  useEffect(() => {
    const a = videoA.current;
    const b = videoB.current;
    if (!a || !b) return;
    let frame = 0;
    const follow = () => {
      const target = mapTime(a.currentTime, anchors);
      const end = Number.isFinite(b.duration) ? b.duration : Infinity;
      if (target < 0 || target >= end) {
        if (!b.paused) b.pause();
        b.currentTime = Math.min(Math.max(0, target), end);
      } else {
        b.playbackRate = Math.min(MAX_RATE, Math.max(MIN_RATE, rateRef.current * rateFactorAt(a.currentTime, anchors)));
        if (Math.abs(b.currentTime - target) > MAX_DRIFT_SECONDS) b.currentTime = target;
        if (b.paused) void b.play().catch(() => undefined);
      }
      if (!a.paused && !a.ended) frame = requestAnimationFrame(follow);
    };
    const onPlay = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(follow);
    };
    const onStop = () => {
      cancelAnimationFrame(frame);
      b.pause();
      alignB();
    };
    // A seek during playback is caught up by the follow loop; a paused one moves B at once.
    const onSeeked = () => {
      if (a.paused) onStop();
    };
    a.addEventListener('play', onPlay);
    a.addEventListener('pause', onStop);
    a.addEventListener('seeked', onSeeked);
    a.addEventListener('ended', onStop);
    return () => {
      cancelAnimationFrame(frame);
      a.removeEventListener('play', onPlay);
      a.removeEventListener('pause', onStop);
      a.removeEventListener('seeked', onSeeked);
      a.removeEventListener('ended', onStop);
    };
    // alignB reads only refs and anchors.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- alignB is a new function each render but reads only refs and anchors
  }, [anchors]);

  return (
    <div
      tabIndex={0}
      onKeyDown={playback.onKeyDown}
      aria-label="Swing comparison: arrow keys step one frame, space plays or pauses"
      className="space-y-4 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-500"
    >
      <div className="grid grid-cols-2 gap-2 sm:gap-4">
        {[
          {
            detail: first,
            track: trackA,
            ref: videoA,
            label: firstLabel,
            ghost: ghosts?.overA,
            trace: traced(traces.overA, playback.controls.frame, plane && planeA),
          },
          { detail: second, track: trackB, ref: videoB, label: secondLabel, ghost: ghosts?.overB, trace: traced(traces.overB, frameB, plane && planeB) },
        ].map(({ detail, track, ref, label, ghost, trace }) => (
          <figure key={detail.id} className="min-w-0 space-y-2">
            {detail.videoUrl ? (
              <SkeletonVideo
                src={detail.videoUrl}
                track={track}
                videoRef={ref}
                showSkeleton={playback.controls.showSkeleton}
                label={label}
                footage={detail.analysis?.analysisResults.footage}
                ghostAt={showGhost ? ghost : undefined}
                overlay={trace}
              />
            ) : (
              <p className="rounded-xl bg-fairway-50 p-4 text-sm text-ink/70">This analysis has no video to play.</p>
            )}
            <figcaption className="truncate text-center text-xs text-ink/70 sm:text-sm">{label}</figcaption>
          </figure>
        ))}
      </div>

      <div>
        <p className="mb-2 text-sm font-medium text-fairway-900">Jump both swings to</p>
        {anchors.length === 0 ? (
          <p className="text-sm text-ink/70">These two swings share no detected positions, so they play side by side without syncing.</p>
        ) : (
          <AnchorButtons anchors={anchors} currentSeconds={state.currentSeconds} fps={fps} onSeek={seek} />
        )}
      </div>

      <Timeline durationSeconds={state.durationSeconds} currentSeconds={state.currentSeconds} events={eventsA} onSeek={seek} label="First swing timeline" />
      <PlaybackControls {...playback.controls} />
      {(traces.overA.own || traces.overB.own) && (
        <TracePanel
          switches={[
            { label: 'Hand path', shown: handPath, onToggle: toggleHands },
            { label: 'Club path', shown: clubPath, onToggle: toggleClub, unavailable: !hasClub },
            ...([viewA, viewB].includes('down-the-line') ? [{ label: 'Plane', shown: plane, onToggle: togglePlane, unavailable: !hasPlane }] : []),
          ]}
          note={
            traces.overA.other
              ? `Each video shows its own swing’s trace in colour and the other swing’s dashed in white, standing on the same feet and in step at the positions.${planeNote}`
              : planeNote.trim() || null
          }
          plane={plane && hasPlane}
        />
      )}
      <label className="flex items-center gap-2 text-sm text-ink/80">
        <input type="checkbox" checked={showGhost} disabled={!ghosts} onChange={() => setShowGhost((shown) => !shown)} className="size-4 accent-fairway-700" />
        Ghost: each swing's skeleton (white) over the other video, standing on the same feet
        {!ghosts && <span className="text-ink/70">(a golfer's feet were not seen at address)</span>}
      </label>
    </div>
  );
}
