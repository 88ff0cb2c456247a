/**
 * The camera recorded while live analysis runs, so a swing the server saw complete can be kept
 * as a real clip (decision 1608). A recording cannot be cut at its front (its header and key
 * frames are at the start), so two recorders run staggered: each restarts every WINDOW_MS, half a
 * window apart, and the older one always holds between half a window and a whole window of the
 * past. The recording that holds the start of the swing under way is kept past its turn (the
 * server's reading of the swing can come seconds late), up to the first turn past MAX_HELD_MS.
 * Memory stays bounded at three recordings; nothing grows while the member practises.
 */

/** 16 s: the older recording holds 8–16 s, enough for the set-up, the swing and the report's delay. */
export const WINDOW_MS = 16_000;
/** A recording held for a swing that never completed is let go at the first turn past this age: a set-up and swing take seconds. */
export const MAX_HELD_MS = 2 * WINDOW_MS;
/** Bits per second: a 16 s window of 720p is about 5 MB, far under the 50 MB upload limit. */
const BITS_PER_SECOND = 2_500_000;

/** WebM (VP8 is the cheapest to encode) where the browser has it; MP4 where it has only that (Safari). */
const RECORDING_TYPES = ['video/webm;codecs=vp8', 'video/webm', 'video/mp4'];

export interface RecordedClip {
  blob: Blob;
  /** Length of the clip, as measured here (a recorded WebM carries no duration of its own). */
  seconds: number;
  /** Date.now() when it was taken: tells one clip from the next. */
  capturedAt: number;
}

interface Segment {
  recorder: MediaRecorder;
  chunks: Blob[];
  startedAt: number;
}

/** The recording type to use, or null where this browser cannot record the camera. */
export function recordingType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

/** The file name a kept clip is uploaded under, by its type. */
export function clipFileName(blob: Blob, at = new Date()): string {
  const extension = blob.type.startsWith('video/mp4') ? 'mp4' : 'webm';
  return `live-swing-${at.toISOString().replace(/[:.]/g, '-')}.${extension}`;
}

export class RollingRecorder {
  private segments: Segment[] = [];
  private rotation: ReturnType<typeof setInterval> | undefined;
  private swingFrom: number | null = null;

  constructor(
    private readonly stream: MediaStream,
    private readonly mimeType: string,
  ) {}

  start(): void {
    this.segments = [this.begin()];
    this.rotation = setInterval(() => this.rotate(), WINDOW_MS / 2);
  }

  /** The swing under way began at `at` (Date.now() ms; null: none yet): the recording that covers it outlives its turn. */
  holdFrom(at: number | null): void {
    this.swingFrom = at;
  }

  /**
   * Ends the newest recording that began at or before `from` and hands it over whole, or null when
   * every running recording began later (the start of that swing was not recorded).
   */
  async capture(from: number): Promise<RecordedClip | null> {
    const covering = this.covering(from);
    if (!covering) return null;
    this.segments = this.segments.filter((segment) => segment !== covering);
    const capturedAt = Date.now();
    const blob = await finish(covering);
    return blob.size > 0 ? { blob, seconds: (capturedAt - covering.startedAt) / 1000, capturedAt } : null;
  }

  /** Stops everything and lets the recorded video go. */
  dispose(): void {
    clearInterval(this.rotation);
    for (const segment of this.segments) drop(segment);
    this.segments = [];
  }

  /** Every half window: a new recording starts, and of the others only the newest and the held one go on. */
  private rotate(): void {
    const held = this.held();
    const going = this.segments.filter((segment) => segment !== held).slice(0, -1);
    for (const segment of going) drop(segment);
    this.segments = this.segments.filter((segment) => !going.includes(segment));
    this.segments.push(this.begin());
  }

  private held(): Segment | undefined {
    const covering = this.swingFrom === null ? undefined : this.covering(this.swingFrom);
    return covering && Date.now() - covering.startedAt <= MAX_HELD_MS ? covering : undefined;
  }

  /** The shortest running recording that began at or before `at`. */
  private covering(at: number): Segment | undefined {
    return this.segments.findLast((segment) => segment.startedAt <= at);
  }

  private begin(): Segment {
    const recorder = new MediaRecorder(this.stream, { mimeType: this.mimeType, videoBitsPerSecond: BITS_PER_SECOND });
    const segment: Segment = { recorder, chunks: [], startedAt: Date.now() };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) segment.chunks.push(event.data);
    };
    recorder.start();
    return segment;
  }
}

/** Stops a recording and resolves with the whole file once its last data has arrived. */
function finish(segment: Segment): Promise<Blob> {
  return new Promise((resolve) => {
    segment.recorder.onstop = () => resolve(new Blob(segment.chunks, { type: segment.recorder.mimeType }));
    if (segment.recorder.state === 'inactive') resolve(new Blob(segment.chunks, { type: segment.recorder.mimeType }));
    else segment.recorder.stop();
  });
}

function drop(segment: Segment): void {
  segment.recorder.ondataavailable = null;
  if (segment.recorder.state !== 'inactive') segment.recorder.stop();
  segment.chunks = [];
}
