import type { PoseTrack } from '../../swing/types';
import { runOnThread, type ThreadRunOptions } from './runOnThread';
import { takeTrackThread } from './spareTrackThread';
import type { TrackRequest } from './threadMessages';

/**
 * Tracks a video or image on a worker thread of its own (issue 25): the model, decoding and motion
 * never hold the thread that answers HTTP, sockets, heartbeats and SIGTERM, whatever the clip. The
 * thread is one started ahead with its model loaded when there is one (decision 3117); starting
 * the next is the caller's, once its own work on this run is done (keepSpareTrackThread).
 */
export function trackInThread(request: TrackRequest, opts: ThreadRunOptions): Promise<PoseTrack> {
  return runOnThread(takeTrackThread(request.model), { type: 'track', request }, opts, (message) =>
    message.type === 'done' ? { answer: message.track } : undefined,
  );
}
