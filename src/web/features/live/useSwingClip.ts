import { useCallback, useEffect, useRef, useState } from 'react';
import type { FrameAnalysis } from '../../../shared/live';
import { recordingType, RollingRecorder, type RecordedClip } from './rollingRecorder';
import { SwingSpan } from './swingSpan';

/** The recording goes on this long past the follow-through's frame, so the clip holds the finish. */
const FINISH_TAIL_MS = 1_500;

interface SwingClipOptions {
  stream: MediaStream | null;
  /** Recording runs while live analysis does. */
  recording: boolean;
  /** The server's latest reading of a frame. */
  reading: FrameAnalysis | null;
  /** When the frame with this id was taken (Date.now() ms), where the sender still knows it. */
  takenAt: (frameId: number) => number | undefined;
}

/**
 * The last completed swing as a clip the member can keep (decision 1608): while analysis runs the
 * camera is recorded in a rolling window, and when the server's readings reach the follow-through
 * the recording that holds the swing from its set-up is closed a moment after the finish and
 * offered. A newer swing replaces it; a swing whose set-up was not recorded is not offered.
 */
export function useSwingClip({ stream, recording, reading, takenAt }: SwingClipOptions) {
  const recorder = useRef<RollingRecorder | null>(null);
  const span = useRef(new SwingSpan());
  const tail = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [clip, setClip] = useState<RecordedClip | null>(null);
  const [supported] = useState(() => recordingType() !== null);

  useEffect(() => {
    const type = recordingType();
    if (!recording || !stream || !type) return;
    const rolling = new RollingRecorder(stream, type);
    rolling.start();
    recorder.current = rolling;
    span.current = new SwingSpan();
    return () => {
      clearTimeout(tail.current);
      rolling.dispose();
      recorder.current = null;
    };
  }, [recording, stream]);

  // Not cancelled when the phase moves on: the golfer may be back at address before the tail ends.
  useEffect(() => {
    const rolling = recorder.current;
    if (!reading || !rolling) return;
    const done = span.current.read(reading.phase, takenAt(reading.frameId) ?? Date.now());
    rolling.holdFrom(span.current.from);
    if (!done) return;
    clearTimeout(tail.current);
    tail.current = setTimeout(
      () => {
        void rolling.capture(done.from).then((captured) => {
          if (captured) setClip(captured);
        });
      },
      Math.max(0, done.followThroughAt + FINISH_TAIL_MS - Date.now()),
    );
  }, [reading, takenAt]);

  const dismiss = useCallback(() => setClip(null), []);

  return { supported, clip, dismiss };
}
