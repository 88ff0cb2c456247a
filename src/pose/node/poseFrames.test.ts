/**
 * Frames our own scaler shrinks (decision 1609) are measured for motion on the worker without their
 * RGB, which is made only for the frames that are posed. The track must be the one every frame's
 * RGB gives. Frames ffmpeg delivers as RGB are read into the buffers of frames the tracker is done
 * with, and must track as new ones do.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeFrames, probeVideo } from '../../media';
import { fixtureVideo, makeWithFfmpeg, tempDir } from '../../media/testMedia';
import { DECODE_MAX_SIDE } from '../image';
import { ADAPTIVE } from '../sampling';
import { framePicture, trackFrames, type DeferredFrame, type TrackedFrame } from '../trackFrames';
import { loadPoseModel, poseFrames } from './index';

describe('a 1280×720 clip, shrunk by our scaler', () => {
  it('gives the track of every frame made whole, making only the posed frames whole', { timeout: 180_000 }, async () => {
    // Two seconds of the fixture swing on a wide field: not halvable to 960 px, so the worker shrinks it.
    // ffmpeg arguments stay in their flag/value groups, one line per step.
    // prettier-ignore
    const clip = await makeWithFfmpeg(join(await tempDir(), 'wide.mp4'), [
      '-i', fixtureVideo(), '-t', '2', '-an',
      '-vf', 'scale=518:720,pad=1280:720:381:0:color=0x4a7a3a', '-c:v', 'libx264', '-preset', 'ultrafast',
    ]);
    const info = await probeVideo(clip);
    const estimator = await loadPoseModel('lightning');

    const made: number[] = [];
    const released: number[] = [];
    const deferred = poseFrames(clip, info);
    async function* counted(): AsyncGenerator<DeferredFrame> {
      for await (const frame of deferred.frames) {
        if (!('picture' in frame)) throw new Error(`frame ${frame.index} came with its RGB`);
        yield {
          ...frame,
          picture: () => {
            made.push(frame.index);
            return frame.picture();
          },
          release: () => {
            released.push(frame.index);
            frame.release();
          },
        };
      }
    }
    const measuredFirst = await trackFrames(counted(), estimator, ADAPTIVE).finally(() => deferred.close());

    const whole = poseFrames(clip, info);
    async function* everyFrameWhole(): AsyncGenerator<TrackedFrame> {
      for await (const frame of whole.frames) yield await framePicture(frame);
    }
    const reference = await trackFrames(everyFrameWhole(), estimator, ADAPTIVE).finally(() => whole.close());

    expect(measuredFirst.frames).toEqual(reference.frames);
    expect(measuredFirst.motion).toEqual(reference.motion);
    expect(made.sort((a, b) => a - b)).toEqual(reference.frames.map((f) => f.frame));
    expect(made.length).toBeLessThan(reference.framesSeen / 2);
    expect(released.sort((a, b) => a - b)).toEqual(Array.from({ length: reference.framesSeen }, (_, i) => i));
  });
});

describe('the fixture, delivered as RGB by ffmpeg', () => {
  it('is read into the buffers of frames the tracker released, and tracks as new buffers do', { timeout: 180_000 }, async () => {
    const clip = fixtureVideo();
    const info = await probeVideo(clip);
    const estimator = await loadPoseModel('lightning');

    const buffers = new Set<ArrayBufferLike>();
    const reused = poseFrames(clip, info);
    const tracked = await trackFrames(reused.frames, estimator, ADAPTIVE, {
      onFrame: (frame) => {
        if ('picture' in frame) throw new Error(`frame ${frame.index} came deferred`);
        buffers.add(frame.data.buffer);
      },
    }).finally(() => reused.close());

    const reference = await trackFrames(decodeFrames(clip, { maxSide: DECODE_MAX_SIDE, info }), estimator, ADAPTIVE);

    expect(tracked.frames).toEqual(reference.frames);
    expect(tracked.motion).toEqual(reference.motion);
    // The frames read ahead and those of the gap being posed, not one buffer per frame.
    expect(buffers.size).toBeLessThan(reference.framesSeen / 8);
  });
});
