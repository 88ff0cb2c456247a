import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clipFileName, RollingRecorder, WINDOW_MS } from './rollingRecorder';

/**
 * The rotation of the two recordings (decision 1608) on a fake clock. jsdom has no MediaRecorder,
 * so a small one stands in for the browser's: it only remembers whether it runs and hands over one
 * byte per second recorded when stopped, which is what the rotation's bounds are about.
 */
class RecorderDouble {
  static made: RecorderDouble[] = [];
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  private startedAt = 0;

  constructor(
    readonly stream: unknown,
    readonly options: { mimeType: string },
  ) {
    RecorderDouble.made.push(this);
  }

  get mimeType() {
    return this.options.mimeType;
  }

  start() {
    this.state = 'recording';
    this.startedAt = Date.now();
  }

  stop() {
    this.state = 'inactive';
    const seconds = Math.round((Date.now() - this.startedAt) / 1000);
    this.ondataavailable?.({ data: new Blob([new Uint8Array(seconds)]) });
    this.onstop?.();
  }
}

const running = () => RecorderDouble.made.filter((recorder) => recorder.state === 'recording').length;

beforeEach(() => {
  vi.useFakeTimers();
  RecorderDouble.made = [];
  vi.stubGlobal('MediaRecorder', RecorderDouble);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RollingRecorder', () => {
  it('keeps at most two recordings running, however long the session', () => {
    const recorder = new RollingRecorder({} as MediaStream, 'video/webm;codecs=vp8');
    recorder.start();
    expect(running()).toBe(1);
    vi.advanceTimersByTime(WINDOW_MS / 2);
    expect(running()).toBe(2);
    vi.advanceTimersByTime(10 * WINDOW_MS);
    expect(running()).toBe(2);
    expect(RecorderDouble.made).toHaveLength(22);
    recorder.dispose();
    expect(running()).toBe(0);
  });

  it('hands over the older recording, which holds half a window to a whole window of the past', async () => {
    const recorder = new RollingRecorder({} as MediaStream, 'video/webm;codecs=vp8');
    recorder.start();
    for (const elapsed of [WINDOW_MS * 2 + 1_000, WINDOW_MS / 2 - 1]) {
      vi.advanceTimersByTime(elapsed);
      const clip = await recorder.capture();
      expect(clip!.seconds * 1000).toBeGreaterThanOrEqual(WINDOW_MS / 2);
      expect(clip!.seconds * 1000).toBeLessThan(WINDOW_MS);
      expect(clip!.blob.size).toBe(Math.round(clip!.seconds));
      expect(clip!.blob.type).toBe('video/webm;codecs=vp8');
    }
    // A fresh recording took the captured one's place in the rotation.
    vi.advanceTimersByTime(WINDOW_MS / 2);
    expect(running()).toBe(2);
    recorder.dispose();
  });

  it('names a clip by its type', () => {
    const at = new Date('2026-11-24T02:30:00.000Z');
    expect(clipFileName(new Blob([], { type: 'video/webm;codecs=vp8' }), at)).toBe('live-swing-2026-11-24T02-30-00-000Z.webm');
    expect(clipFileName(new Blob([], { type: 'video/mp4' }), at)).toBe('live-swing-2026-11-24T02-30-00-000Z.mp4');
  });
});
