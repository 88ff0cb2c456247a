import type { ClubSample } from '../../shared/clubTrack';
import { runOnThread, type ThreadRunOptions } from './runOnThread';
import type { ClubRequest } from './threadMessages';
import { typeScriptWorker } from './tsWorker';

/**
 * The club read over the swings of a clip already tracked (clubOfSwing), on a thread of its own
 * (clubThread.ts) that loads no pose model (decision 2817): the samples, or null when the track
 * holds no swing.
 */
export function clubInThread(request: ClubRequest, opts: Omit<ThreadRunOptions, 'onProgress'>): Promise<ClubSample[] | null> {
  const worker = typeScriptWorker(new URL('./clubThread.ts', import.meta.url));
  return runOnThread(worker, { type: 'club', request }, opts, (message) => (message.type === 'club' ? { answer: message.samples } : undefined));
}
