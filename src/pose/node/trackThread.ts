import { parentPort, workerData } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import { MediaError, MediaTooLongError, probeVideo, UnreadableMediaError } from '../../media';
import type { PoseModelName } from '../model';
import { clubOfSwing, loadPoseModel, trackImage, trackVideoFile } from './index';
import type { ClubRequest, FromTrackThread, MediaFailure, ThreadRequest, ToTrackThread, TrackRequest } from './threadMessages';

// The worker thread of runOnThread: one run off the thread that answers HTTP, sockets and
// signals, either a tracking run (decode, motion, pose) or the club read over a tracked swing.
// A tracking thread loads its model as it starts, which may be well before its run is asked for
// (a spare thread, decision 3117); a thread for the club read alone is given no model and loads
// none. Progress goes up as messages; the main thread says what to run, when this run is held
// back for another member's (decision 1510) and when it may go on.
const port = parentPort!;
const send = (message: FromTrackThread) => port.postMessage(message);
const model = workerData as PoseModelName | null;

// A failed load is not kept (loadPoseModel), so the run loads again and reports that failure.
if (model) {
  void loadPoseModel(model).then(
    () => send({ type: 'loaded' }),
    () => undefined,
  );
}

let held = false;
let resume: (() => void) | null = null;
port.on('message', (message: ToTrackThread) => {
  held = message.held;
  if (!held) {
    resume?.();
    resume = null;
  }
  if (message.type !== 'held') void run(message);
});
const waitTurn = () => (held ? new Promise<void>((resolve) => (resume = resolve)) : undefined);

async function run(message: ThreadRequest) {
  try {
    send(message.type === 'club' ? await club(message.request) : await track(message.request));
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

async function track(request: TrackRequest): Promise<FromTrackThread> {
  if (request.kind === 'image') return { type: 'done', track: await trackImage(await readFile(request.path), { model: request.model }) };
  const track = await trackVideoFile(request.path, {
    model: request.model,
    replayTo: request.replayTo,
    stillsTo: request.stillsTo,
    waitTurn,
    onProgress: (stage, fraction) => send({ type: 'progress', stage, fraction }),
  });
  return { type: 'done', track };
}

async function club(request: ClubRequest): Promise<FromTrackThread> {
  const info = await probeVideo(request.path, { maxDurationMs: Number.POSITIVE_INFINITY });
  return { type: 'club', samples: (await clubOfSwing(request.path, info, request.track, waitTurn))?.samples ?? null };
}
