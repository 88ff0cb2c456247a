import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clipFileName, MAX_HELD_MS, RollingRecorder, WINDOW_MS } from './rollingRecorder';

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
  startedAt = 0;

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

/** When the n-th recording made began (Date.now() ms, fake clock). */
const startOf = (n: number) => RecorderDouble.made[n]!.startedAt;

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

  it('hands over the shortest recording that began by the swing’s set-up, and none when every one began later', async () => {
    const recorder = new RollingRecorder({} as MediaStream, 'video/webm;codecs=vp8');
    recorder.start();
    vi.advanceTimersByTime(WINDOW_MS * 2 + 1_000);
    // Running now: one begun 9 s ago, one begun 1 s ago.
    const whole = await recorder.capture(Date.now() - 5_000);
    expect(whole!.seconds).toBe(9);
    expect(whole!.blob.size).toBe(9);
    expect(whole!.blob.type).toBe('video/webm;codecs=vp8');
    expect(running()).toBe(1);
    expect(await recorder.capture(Date.now() - 5_000)).toBeNull();
    expect((await recorder.capture(Date.now() - 500))!.seconds).toBe(1);
    // A fresh recording takes the captured ones' place in the rotation.
    vi.advanceTimersByTime(WINDOW_MS);
    expect(running()).toBe(2);
    recorder.dispose();
  });

  it('keeps the recording that holds the swing under way past its turn, until the swing is captured', async () => {
    const recorder = new RollingRecorder({} as MediaStream, 'video/webm;codecs=vp8');
    recorder.start();
    vi.advanceTimersByTime(7_000);
    recorder.holdFrom(2_000 + startOf(0));
    vi.advanceTimersByTime(WINDOW_MS * 1.5);
    // Without the hold the first recording would have gone 8 s ago.
    expect(running()).toBe(3);
    const clip = await recorder.capture(2_000 + startOf(0));
    expect(clip!.seconds).toBe(31);
    expect(running()).toBe(2);
    recorder.dispose();
  });

  it('lets a held recording go once a swing that never completed makes it older than MAX_HELD_MS', () => {
    const recorder = new RollingRecorder({} as MediaStream, 'video/webm;codecs=vp8');
    recorder.start();
    recorder.holdFrom(startOf(0));
    vi.advanceTimersByTime(MAX_HELD_MS);
    expect(RecorderDouble.made[0]!.state).toBe('recording');
    vi.advanceTimersByTime(WINDOW_MS / 2);
    expect(RecorderDouble.made[0]!.state).toBe('inactive');
    expect(running()).toBe(2);
    recorder.dispose();
  });

  it('names a clip by its type', () => {
    const at = new Date('2026-11-24T02:30:00.000Z');
    expect(clipFileName(new Blob([], { type: 'video/webm;codecs=vp8' }), at)).toBe('live-swing-2026-11-24T02-30-00-000Z.webm');
    expect(clipFileName(new Blob([], { type: 'video/mp4' }), at)).toBe('live-swing-2026-11-24T02-30-00-000Z.mp4');
  });
});
