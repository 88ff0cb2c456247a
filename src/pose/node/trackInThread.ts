import type { ClubSample } from '../../shared/clubTrack';
import { ERROR_CODES } from '../../shared/errorCodes';
import { MediaOverLimitError, MediaTooLongError, UnreadableMediaError, type MediaError } from '../../media';
import type { PoseTrack } from '../../swing/types';
import type { PoseModelName } from '../model';
import { takeTrackThread } from './spareTrackThread';

export interface TrackRequest {
  kind: 'video' | 'image';
  path: string;
  model: PoseModelName;
  /** See TrackOptions.replayTo. */
  replayTo?: string;
  /** See TrackOptions.stillsTo. */
  stillsTo?: { dir: string; width: number };
  /**
   * After the track is answered, the club is read over its swing (clubOfSwing) on the same thread
   * and answered as well: the swing trace's club path, which the result need not wait for.
   */
  traceClub?: boolean;
}

/** What to track, and whether the run starts held back (see CpuHold); then word when that changes. */
export type ToTrackThread = { type: 'track'; request: TrackRequest; held: boolean } | { type: 'held'; held: boolean };
export type FromTrackThread =
  | { type: 'loaded' }
  | { type: 'progress'; stage: 'decode' | 'pose'; fraction: number }
  | { type: 'done'; track: PoseTrack }
  | { type: 'failed'; message: string; media: MediaFailure | null }
  | { type: 'club'; samples: ClubSample[] | null }
  | { type: 'clubFailed'; message: string };

/** A media error as plain data; `detail` is what the decoder said (UnreadableMediaError's), for the log. */
export interface MediaFailure {
  code: string;
  durationMs: number | null;
  detail: string | null;
}

/** The server's claim on the CPU for this run (a Turn of decision 1510): held back or not, and word when that changes. */
export interface CpuHold {
  readonly held: boolean;
  watch(listener: (held: boolean) => void): () => void;
}

export interface TrackInThreadOptions {
  hold?: CpuHold;
  onProgress?: (stage: 'decode' | 'pose', fraction: number) => void;
  /** The run is abandoned (its thread ended) after this long, and rejects with TrackingTimeLimit. */
  timeLimitMs: number;
  /** Aborting ends the run's thread at once and rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** A tracking run that went past its own time limit and was ended. */
export class TrackingTimeLimit extends Error {
  constructor(readonly limitMs: number) {
    super(`tracking ran past its time limit of ${Math.round(limitMs / 1000)} s and was ended`);
    this.name = 'TrackingTimeLimit';
  }
}

/** A finished tracking run: its track, and the club over its swing when the request asked for it (else null). */
export interface TrackedInThread {
  track: PoseTrack;
  /** The club samples (null when the track holds no swing); rejects as the run would, should the read fail or be ended. */
  club: Promise<ClubSample[] | null>;
  /** Ends the thread now, and with it a club read not answered yet (it then rejects). */
  stop(): void;
}

/**
 * Tracks a video or image on a worker thread of its own (issue 25): the model, decoding and motion
 * never hold the thread that answers HTTP, sockets, heartbeats and SIGTERM, whatever the clip. The
 * thread is ended (terminate stops even a model run in progress) when the run ends (its club read
 * too, when asked for), when its time limit passes or when the signal aborts, so a stuck run cannot
 * outlive its job. The thread is one started ahead with its model loaded when there is one
 * (decision 3117); starting the next is the caller's, once its own work on this run is done
 * (keepSpareTrackThread).
 */
export function trackInThread(request: TrackRequest, opts: TrackInThreadOptions): Promise<TrackedInThread> {
  const worker = takeTrackThread(request.model);
  worker.postMessage({ type: 'track', request, held: opts.hold?.held ?? false } satisfies ToTrackThread);
  const unwatch = opts.hold?.watch((held) => worker.postMessage({ type: 'held', held } satisfies ToTrackThread));
  const track = deferred<PoseTrack>();
  const club = deferred<ClubSample[] | null>();
  // The club is the caller's to await or not; a failure of it is never an unhandled rejection.
  club.promise.catch(() => undefined);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
    unwatch?.();
    void worker.terminate();
  };
  // Whatever is not answered yet rejects; an answer already given stands.
  const fail = (failure: unknown) => {
    track.reject(failure);
    club.reject(failure);
    end();
  };
  const timer = setTimeout(() => fail(new TrackingTimeLimit(opts.timeLimitMs)), opts.timeLimitMs);
  const onAbort = () => fail(opts.signal!.reason);
  if (opts.signal?.aborted) onAbort();
  opts.signal?.addEventListener('abort', onAbort);
  worker.on('message', (message: FromTrackThread) => {
    if (message.type === 'loaded') return;
    if (message.type === 'progress') opts.onProgress?.(message.stage, message.fraction);
    else if (message.type === 'failed') fail(message.media ? mediaError(message.media, message.message) : new Error(message.message));
    else if (message.type === 'clubFailed') fail(new Error(message.message));
    else if (message.type === 'club') {
      club.resolve(message.samples);
      end();
    } else {
      track.resolve(message.track);
      if (request.traceClub) return;
      club.resolve(null);
      end();
    }
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the tracking thread exited (${code}) without an answer`)));
  const stop = () => fail(new Error('the tracking run was stopped by its caller'));
  return track.promise.then((tracked) => ({ track: tracked, club: club.promise, stop }));
}

/** A promise settled from outside it (Promise.withResolvers, which Node 20 lacks); the first settling decides. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/** The member's media error again on this side of the thread (errors cross as plain data). */
function mediaError(media: MediaFailure, message: string): MediaError {
  if (media.code === ERROR_CODES.mediaTooLong) return new MediaTooLongError(media.durationMs ?? 0);
  if (media.code === ERROR_CODES.mediaOverLimit) return new MediaOverLimitError(message);
  return new UnreadableMediaError(media.detail ?? message);
}
