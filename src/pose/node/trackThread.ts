import { workerData } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import type { PoseModelName } from '../model';
import { loadPoseModel, trackImage, trackVideoFile } from './index';
import { answerOneRun, send } from './threadPort';

// The worker thread of trackInThread: one tracking run (decode, motion, pose) off the thread that
// answers HTTP, sockets and signals. It loads its model as it starts, which may be well before its
// run is asked for (a spare thread, decision 3117). Progress goes up as messages; the main thread
// says what to track, when this run is held back for another member's (decision 1510) and when
// it may go on.
const model = workerData as PoseModelName;

// A failed load is not kept (loadPoseModel), so the run loads again and reports that failure.
void loadPoseModel(model).then(
  () => send({ type: 'loaded' }),
  () => undefined,
);

answerOneRun('track', async (request, waitTurn) => {
  if (request.kind === 'image') return { type: 'done', track: await trackImage(await readFile(request.path), { model: request.model }) };
  const track = await trackVideoFile(request.path, {
    model: request.model,
    replayTo: request.replayTo,
    stillsTo: request.stillsTo,
    waitTurn,
    onProgress: (stage, fraction) => send({ type: 'progress', stage, fraction }),
  });
  return { type: 'done', track };
});
