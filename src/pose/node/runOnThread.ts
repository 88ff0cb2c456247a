import type { Worker } from 'node:worker_threads';
import { ERROR_CODES } from '../../shared/errorCodes';
import { MediaOverLimitError, MediaTooLongError, UnreadableMediaError, type MediaError } from '../../media';
import type { FromThread, MediaFailure, ThreadRequest, ToThread } from './threadMessages';

/** The server's claim on the CPU for this run (a Turn of decision 1510): held back or not, and word when that changes. */
export interface CpuHold {
  readonly held: boolean;
  watch(listener: (held: boolean) => void): () => void;
}

export interface ThreadRunOptions {
  hold?: CpuHold;
  onProgress?: (stage: 'decode' | 'pose', fraction: number) => void;
  /** The run is abandoned (its thread ended) after this long, and rejects with TrackingTimeLimit. */
  timeLimitMs: number;
  /** Aborting ends the run's thread at once and rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** A run on a thread (tracking, or the club read) that went past its own time limit and was ended. */
export class TrackingTimeLimit extends Error {
  constructor(readonly limitMs: number) {
    super(`the run on its thread went past its time limit of ${Math.round(limitMs / 1000)} s and was ended`);
    this.name = 'TrackingTimeLimit';
  }
}

/**
 * One run on a thread of its own (trackThread.ts or clubThread.ts, which answer through
 * threadPort.ts): the request is sent, the thread is held back and released as the hold says, and
 * it is ended (terminate stops even a model run in progress) once it answers, fails, passes its
 * time limit or the signal aborts, so a stuck run cannot outlive its job. `answerOf` picks the
 * answer out of the thread's messages (undefined for any other message).
 */
export function runOnThread<T>(
  worker: Worker,
  request: ThreadRequest,
  opts: ThreadRunOptions,
  answerOf: (message: FromThread) => { answer: T } | undefined,
): Promise<T> {
  worker.postMessage({ ...request, held: opts.hold?.held ?? false } satisfies ToThread);
  const unwatch = opts.hold?.watch((held) => worker.postMessage({ type: 'held', held } satisfies ToThread));
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      unwatch?.();
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(new TrackingTimeLimit(opts.timeLimitMs))), opts.timeLimitMs);
    const onAbort = () => finish(() => reject(opts.signal!.reason));
    if (opts.signal?.aborted) onAbort();
    opts.signal?.addEventListener('abort', onAbort);
    worker.on('message', (message: FromThread) => {
      if (message.type === 'progress') return opts.onProgress?.(message.stage, message.fraction);
      if (message.type === 'failed') return finish(() => reject(message.media ? mediaError(message.media, message.message) : new Error(message.message)));
      const answered = answerOf(message);
      if (answered) finish(() => resolve(answered.answer));
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) => finish(() => reject(new Error(`the thread exited (${code}) without an answer`))));
  });
}

/** The member's media error again on this side of the thread (errors cross as plain data). */
function mediaError(media: MediaFailure, message: string): MediaError {
  if (media.code === ERROR_CODES.mediaTooLong) return new MediaTooLongError(media.durationMs ?? 0);
  if (media.code === ERROR_CODES.mediaOverLimit) return new MediaOverLimitError(message);
  return new UnreadableMediaError(media.detail ?? message);
}
