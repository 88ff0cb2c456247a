import { decodeFrames, FrameBuffers, type DecodedFrame, type VideoInfo } from '../../media';
import type { ClubSample } from '../../shared/clubTrack';
import type { PoseTrack } from '../../swing/types';
import { clubSearchSize, swingStretches, traceClub, type ClubStretch } from '../club/traceClub';
import { DECODE_MAX_SIDE } from '../image';
import type { IndexedFrame } from '../trackFrames';
import { poseFrameSize } from '../yuv/i420Frames';

// Nothing here loads the pose model's libraries: the club read's own thread (clubThread.ts) starts
// without them.

/**
 * The club over every swing in the track (swingStretches), read from the clip again; null when the
 * track holds no swing. Only the stretches' frames are decoded, each stretch from the keyframe
 * before it (DecodeOptions.framesAtMs), and ffmpeg shrinks them to the size the tracker searches
 * at for that stretch's golfer (clubSearchSize), so no frame is made at the posed size and shrunk
 * again here. `waitTurn` is asked before each frame (TrackOptions.waitTurn).
 */
export async function clubOfSwing(
  path: string,
  info: VideoInfo,
  track: PoseTrack,
  waitTurn?: () => Promise<void> | undefined,
): Promise<{ samples: ClubSample[]; frames: number } | null> {
  const stretches = swingStretches(track);
  if (stretches.length === 0) return null;
  const read = { samples: [] as ClubSample[], frames: 0 };
  for (const stretch of stretches) {
    const club = await clubOfStretch(path, info, track, stretch, waitTurn);
    read.samples.push(...club.samples);
    read.frames += club.frames;
  }
  return read;
}

async function clubOfStretch(
  path: string,
  info: VideoInfo,
  track: PoseTrack,
  stretch: ClubStretch,
  waitTurn?: () => Promise<void> | undefined,
): Promise<{ samples: ClubSample[]; frames: number }> {
  const size = clubSearchSize(track, stretch, poseFrameSize(info.width, info.height));
  if (!size) return { samples: [], frames: 0 };
  const inStretch = track.motion.filter(({ frame }) => frame >= stretch.first && frame <= stretch.last);
  const buffers = new FrameBuffers();
  const frames = decodeFrames(path, {
    maxSide: DECODE_MAX_SIDE,
    info,
    buffers,
    size,
    frames: inStretch.map(({ frame }) => frame),
    framesAtMs: inStretch.map(({ timeMs }) => timeMs),
  });
  return { samples: await traceClub(givenBack(frames, buffers), track, stretch, waitTurn), frames: inStretch.length };
}

/**
 * RGB frames whose buffers the tracker gives back once done with them, for the decoder to read
 * later frames into: a new buffer for every frame (1.5 MB at 540×960) kept the garbage collector
 * busy for most of a second of a 1080p60 clip's tracking.
 */
export async function* givenBack(frames: AsyncIterable<DecodedFrame>, buffers: FrameBuffers): AsyncGenerator<IndexedFrame> {
  for await (const frame of frames) yield { ...frame, release: () => buffers.giveBack(frame.data) };
}
