import { parentPort } from 'node:worker_threads';
import { MediaError, MediaTooLongError, UnreadableMediaError } from '../../media';
import type { FromThread, MediaFailure, ThreadRequests, ToThread } from './threadMessages';

const port = parentPort!;

/** Sends a message to the thread that started this one (runOnThread). */
export const send = (message: FromThread) => port.postMessage(message);

/** Resolves once the run may go on; undefined while it is not held back. */
export type WaitTurn = () => Promise<void> | undefined;

/**
 * The thread side of runOnThread: answers the one run of `kind` it is asked for, and keeps what
 * the main thread says of it being held back for another member's run (decision 1510), which the
 * run hears through `waitTurn` before each frame. A failure goes back as plain data (a member's
 * media error keeps its code). The port is closed once answered, so the thread can end.
 */
export function answerOneRun<K extends keyof ThreadRequests>(kind: K, run: (request: ThreadRequests[K], waitTurn: WaitTurn) => Promise<FromThread>): void {
  let held = false;
  let resume: (() => void) | null = null;
  const waitTurn: WaitTurn = () => (held ? new Promise<void>((resolve) => (resume = resolve)) : undefined);
  port.on('message', (message: ToThread) => {
    held = message.held;
    if (!held) {
      resume?.();
      resume = null;
    }
    if (message.type === 'held') return;
    if (message.type !== kind) throw new Error(`a thread for ${kind} runs was asked for a ${message.type} run`);
    void answer(message.request as ThreadRequests[K]);
  });

  async function answer(request: ThreadRequests[K]) {
    try {
      send(await run(request, waitTurn));
    } catch (error) {
      send({ type: 'failed', message: error instanceof Error ? error.message : String(error), media: mediaFailure(error) });
    }
    // The port kept open by the listener above would keep this thread alive: close it once answered.
    port.close();
  }
}

function mediaFailure(error: unknown): MediaFailure | null {
  if (!(error instanceof MediaError)) return null;
  return {
    code: error.code,
    durationMs: error instanceof MediaTooLongError ? error.durationMs : null,
    detail: error instanceof UnreadableMediaError ? error.detail : null,
  };
}
