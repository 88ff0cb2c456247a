import { StalledAnalysisError } from './deviceAnalysisErrors';

/**
 * How long the on-device pipeline may go without finishing a frame (the model's download and start
 * included) before the page gives up. A busy phone poses a frame in well under a second; the
 * longest quiet stretch is loading the model and wasm, a few seconds on a slow connection.
 */
export const STALL_BOUND_MS = 45_000;

/**
 * Runs `work` and rejects with StalledAnalysisError when it reports no progress for `boundMs`,
 * aborting its signal so the work stops at its next frame. Progress reports pass through to
 * `onProgress`. A stalled analysis thus ends with a message, never a page frozen at 0 %.
 */
export function withStallBound<T>(
  work: (onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<T>,
  onProgress: (fraction: number) => void,
  boundMs = STALL_BOUND_MS,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const seconds = Math.round(boundMs / 1000);
        const error = new StalledAnalysisError(`Analysis on this device stopped: nothing moved for ${seconds} seconds.`);
        controller.abort(error);
        reject(error);
      }, boundMs);
    };
    arm();
    work((fraction) => {
      if (controller.signal.aborted) return;
      arm();
      onProgress(fraction);
    }, controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(controller.signal.aborted ? controller.signal.reason : error);
      },
    );
  });
}
