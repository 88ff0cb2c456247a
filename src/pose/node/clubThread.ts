import { probeVideo } from '../../media';
import { clubOfSwing } from './clubOfSwing';
import { answerOneRun } from './threadPort';

// The worker thread of clubInThread: the club read over a swing already tracked (decision 2817).
// It imports nothing of the pose model's, whose libraries take a new thread some 0.3 s to load.
answerOneRun('club', async (request, waitTurn) => {
  const info = await probeVideo(request.path, { maxDurationMs: Number.POSITIVE_INFINITY });
  return { type: 'club', samples: (await clubOfSwing(request.path, info, request.track, waitTurn))?.samples ?? null };
});
