import type { ClubSample } from '../../shared/clubTrack';
import type { PoseTrack } from '../../swing/types';
import type { PoseModelName } from '../model';

export interface TrackRequest {
  kind: 'video' | 'image';
  path: string;
  model: PoseModelName;
  /** See TrackOptions.replayTo. */
  replayTo?: string;
  /** See TrackOptions.stillsTo. */
  stillsTo?: { dir: string; width: number };
}

/** The club to read over the swings of a clip already tracked (clubOfSwing): the clip, and its track. */
export interface ClubRequest {
  path: string;
  track: PoseTrack;
}

/** The runs a thread is asked for, by kind. */
export interface ThreadRequests {
  track: TrackRequest;
  club: ClubRequest;
}

/** One run a thread is asked for. */
export type ThreadRequest = { [K in keyof ThreadRequests]: { type: K; request: ThreadRequests[K] } }[keyof ThreadRequests];

/** What to run, and whether the run starts held back (see CpuHold); then word when that changes. */
export type ToThread = (ThreadRequest & { held: boolean }) | { type: 'held'; held: boolean };

export type FromThread =
  | { type: 'loaded' }
  | { type: 'progress'; stage: 'decode' | 'pose'; fraction: number }
  | { type: 'done'; track: PoseTrack }
  | { type: 'club'; samples: ClubSample[] | null }
  | { type: 'failed'; message: string; media: MediaFailure | null };

/** A media error as plain data; `detail` is what the decoder said (UnreadableMediaError's), for the log. */
export interface MediaFailure {
  code: string;
  durationMs: number | null;
  detail: string | null;
}
