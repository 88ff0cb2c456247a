import { useCallback, useEffect, useRef, useState } from 'react';
import type { LivePhase } from '../../../shared/live';
import { recordingType, RollingRecorder, type RecordedClip } from './rollingRecorder';

/** After the server reports the follow-through the recording goes on this long, so the clip holds the finish. */
const FINISH_TAIL_MS = 1_500;

interface SwingClipOptions {
  stream: MediaStream | null;
  /** Recording runs while live analysis does. */
  recording: boolean;
  phase: LivePhase;
}

/**
 * The last completed swing as a clip the member can keep (decision 1608): while analysis runs the
 * camera is recorded in a rolling window, and when the server's phases reach the follow-through
 * the recording covering the swing is closed a moment later and offered. A newer swing replaces it.
 */
export function useSwingClip({ stream, recording, phase }: SwingClipOptions) {
  const recorder = useRef<RollingRecorder | null>(null);
  const tail = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [clip, setClip] = useState<RecordedClip | null>(null);
  const [supported] = useState(() => recordingType() !== null);

  useEffect(() => {
    const type = recordingType();
    if (!recording || !stream || !type) return;
    const rolling = new RollingRecorder(stream, type);
    rolling.start();
    recorder.current = rolling;
    return () => {
      clearTimeout(tail.current);
      rolling.dispose();
      recorder.current = null;
    };
  }, [recording, stream]);

  // Not cancelled when the phase moves on: the golfer may be back at address before the tail ends.
  useEffect(() => {
    const rolling = recorder.current;
    if (phase !== 'follow-through' || !rolling) return;
    clearTimeout(tail.current);
    tail.current = setTimeout(() => {
      void rolling.capture().then((captured) => {
        if (captured) setClip(captured);
      });
    }, FINISH_TAIL_MS);
  }, [phase]);

  const dismiss = useCallback(() => setClip(null), []);

  return { supported, clip, dismiss };
}
