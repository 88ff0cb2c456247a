import { parentPort, workerData } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import { MediaError, MediaTooLongError, UnreadableMediaError } from '../../media';
import type { PoseModelName } from '../model';
import { clubOfSwing, loadPoseModel, trackImage, trackVideoFileWithStats } from './index';
import type { FromTrackThread, MediaFailure, ToTrackThread, TrackRequest } from './trackInThread';

// The worker thread of trackInThread: one tracking run (decode, motion, pose) off the thread that
// answers HTTP, sockets and signals. It loads its model as it starts, which may be well before its
// run is asked for (a spare thread, decision 3117). Progress goes up as messages; the main thread
// says what to track, when this run is held back for another member's (decision 1510) and when
// it may go on.
const port = parentPort!;
const send = (message: FromTrackThread) => port.postMessage(message);

// A failed load is not kept (loadPoseModel), so the run loads again and reports that failure.
void loadPoseModel(workerData as PoseModelName).then(
  () => send({ type: 'loaded' }),
  () => undefined,
);

let held = false;
let resume: (() => void) | null = null;
port.on('message', (message: ToTrackThread) => {
  held = message.held;
  if (!held) {
    resume?.();
    resume = null;
  }
  if (message.type === 'track') void track(message.request);
});
const waitTurn = () => (held ? new Promise<void>((resolve) => (resume = resolve)) : undefined);

async function track(request: TrackRequest) {
  try {
    if (request.kind === 'image') send({ type: 'done', track: await trackImage(await readFile(request.path), { model: request.model }) });
    else await trackVideo(request);
  } catch (error) {
    const media: MediaFailure | null =
      error instanceof MediaError
        ? {
            code: error.code,
            durationMs: error instanceof MediaTooLongError ? error.durationMs : null,
            detail: error instanceof UnreadableMediaError ? error.detail : null,
          }
        : null;
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error), media });
  }
  // The port kept open by the listener above would keep this thread alive: close it once answered.
  port.close();
}

/** The clip's track, answered as soon as it is made; then, when asked for, the club over its swing. */
async function trackVideo(request: TrackRequest) {
  const { track, info } = await trackVideoFileWithStats(request.path, {
    model: request.model,
    replayTo: request.replayTo,
    stillsTo: request.stillsTo,
    waitTurn,
    onProgress: (stage, fraction) => send({ type: 'progress', stage, fraction }),
  });
  send({ type: 'done', track });
  if (!request.traceClub) return;
  try {
    send({ type: 'club', samples: (await clubOfSwing(request.path, info, track, waitTurn))?.samples ?? null });
  } catch (error) {
    send({ type: 'clubFailed', message: error instanceof Error ? error.message : String(error) });
  }
}
