import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames, decodedSize } from './decode';
import { UnreadableMediaError } from './errors';
import { keepsItsPicture, writePlaybackMp4 } from './playback';
import { probeVideo } from './probe';
import { fixtureVideo, makeWithFfmpeg, patternClip, phoneStyleCopy, reencodedCopy, tempDir, truncatedCopy } from './testMedia';
import { extractJpegFrames } from './thumbnails';

async function collect(path: string, maxSide: number, only?: number[]) {
  const frames: { index: number; timeMs: number; width: number; height: number; mean: number }[] = [];
  for await (const f of decodeFrames(path, { maxSide, frames: only })) {
    let sum = 0;
    for (let i = 0; i < f.data.length; i += 97) sum += f.data[i];
    frames.push({ index: f.index, timeMs: f.timeMs, width: f.width, height: f.height, mean: sum / Math.ceil(f.data.length / 97) });
    expect(f.data.length).toBe(f.width * f.height * 3);
  }
  return frames;
}

/** What a clip's frames say of its clock: which frames, when, at what size. */
const clock = (frames: Awaited<ReturnType<typeof collect>>) => frames.map(({ index, timeMs, width, height }) => ({ index, timeMs, width, height }));

async function firstFrame(path: string) {
  for await (const frame of decodeFrames(path, { maxSide: 960, frames: [0] })) return frame;
  throw new Error(`${path} has no frame`);
}

describe('decodeFrames', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await tempDir();
  });

  it('streams every frame of the fixture, upright, at its size, with real timestamps', async () => {
    const frames = await collect(fixtureVideo(), 960);
    expect(frames).toHaveLength(264);
    expect(frames.map((f) => f.index)).toEqual([...Array(264).keys()]);
    expect(frames[0]).toMatchObject({ width: 354, height: 492, timeMs: 0 });
    // 29.97 fps: 1001/30 ms apart.
    expect(frames[1].timeMs).toBeCloseTo(33.367, 2);
    expect(frames[263].timeMs).toBeCloseTo((263 * 1001) / 30, 0);
  });

  it('scales to the longest side asked, never up', async () => {
    expect(decodedSize(354, 492, 960)).toEqual({ width: 354, height: 492 });
    expect(decodedSize(1920, 1080, 960)).toEqual({ width: 960, height: 540 });
    const frames = await collect(fixtureVideo(), 246);
    expect(frames[0]).toMatchObject({ width: 177, height: 246 });
  });

  it('turns a clip stored sideways with a rotation tag upright', async () => {
    const sideways = await phoneStyleCopy(fixtureVideo(), join(dir, 'sideways.mp4'), { seconds: 0.5, codec: 'libx264' });
    const info = await probeVideo(sideways);
    expect(info).toMatchObject({ rotation: 90, codedWidth: 492, codedHeight: 354, width: 354, height: 492 });
    const upright = await collect(sideways, 960);
    const original = await collect(fixtureVideo(), 960, [...upright.keys()]);
    expect(upright[0]).toMatchObject({ width: 354, height: 492 });
    // Same picture as the original: the sampled brightness matches closely frame by frame.
    upright.forEach((f, i) => expect(Math.abs(f.mean - original[i].mean)).toBeLessThan(4));
  });

  it('reads a re-encoded copy (eval:reencode) as its source: every frame at its time, the same picture, other pixels', async () => {
    const copy = await reencodedCopy(fixtureVideo(), join(dir, 'reencoded.mp4'));
    const [source, again] = [await collect(fixtureVideo(), 960), await collect(copy, 960)];
    expect(clock(again)).toEqual(clock(source));
    again.forEach((f, i) => expect(Math.abs(f.mean - source[i].mean)).toBeLessThan(4));
    expect(again.filter((f, i) => f.mean !== source[i].mean).length).toBeGreaterThan(source.length / 2);
    // A file stored sideways with a rotation tag is copied upright, with no tag left to turn it again.
    const sideways = await phoneStyleCopy(fixtureVideo(), join(dir, 'sideways-for-copy.mp4'), { seconds: 0.5, codec: 'libx264' });
    const upright = await probeVideo(await reencodedCopy(sideways, join(dir, 'sideways-reencoded.mp4')));
    expect(upright).toMatchObject({ rotation: 0, width: 354, height: 492 });
  });

  it('makes a mirrored copy (eval:reencode --mirrored): every frame at its time, the picture flipped left to right', async () => {
    const copy = await reencodedCopy(fixtureVideo(), join(dir, 'mirrored.mp4'), { mirrored: true });
    const [source, mirrored] = [await collect(fixtureVideo(), 960), await collect(copy, 960)];
    expect(clock(mirrored)).toEqual(clock(source));
    const [a, b] = [await firstFrame(fixtureVideo()), await firstFrame(copy)];
    // Mean difference (0–255) of each source pixel from the copy's pixel at x, or at its mirror image.
    const difference = (flipped: boolean) => {
      let sum = 0;
      for (let y = 0; y < a.height; y += 1) {
        for (let x = 0; x < a.width; x += 1) {
          const at = (y * a.width + (flipped ? a.width - 1 - x : x)) * 3;
          for (let c = 0; c < 3; c += 1) sum += Math.abs(a.data[(y * a.width + x) * 3 + c] - b.data[at + c]);
        }
      }
      return sum / a.data.length;
    };
    expect(difference(true)).toBeLessThan(4);
    expect(difference(false)).toBeGreaterThan(4 * difference(true));
  });

  it('keeps the real timing of a variable frame rate clip', async () => {
    // Ten frames at 10 fps, a one-second hole, ten more.
    // ffmpeg arguments stay in their flag/value groups, one line per step.
    // prettier-ignore
    const vfr = await makeWithFfmpeg(join(dir, 'vfr.mp4'), [
      '-f', 'lavfi', '-t', '2', '-i', 'testsrc=size=64x48:rate=10',
      '-vf', "setpts='if(lt(N,10),N,N+10)/(10*TB)'", '-vsync', 'vfr', '-c:v', 'libx264', '-preset', 'ultrafast',
    ]);
    const frames = await collect(vfr, 960);
    expect(frames).toHaveLength(20);
    expect(frames[9].timeMs).toBeCloseTo(900, 0);
    expect(frames[10].timeMs).toBeCloseTo(2000, 0);
    expect(frames[19].timeMs).toBeCloseTo(2900, 0);
  });

  it.each([24, 240])('times every frame of a %i fps clip', async (fps) => {
    // ffmpeg arguments stay in their flag/value groups, one line per step.
    // prettier-ignore
    const clip = await makeWithFfmpeg(join(dir, `rate-${fps}.mp4`), [
      '-f', 'lavfi', '-t', '0.5', '-i', `testsrc=size=32x32:rate=${fps}`, '-c:v', 'libx264', '-preset', 'ultrafast',
    ]);
    expect((await probeVideo(clip)).fps).toBe(fps);
    const frames = await collect(clip, 960);
    expect(frames).toHaveLength(fps / 2);
    frames.forEach((f, i) => expect(f.timeMs).toBeCloseTo((i * 1000) / fps, 0));
  });

  it('refuses a clip cut short even when its index survived (fast-start file)', async () => {
    const faststart = await makeWithFfmpeg(join(dir, 'faststart.mp4'), ['-i', fixtureVideo(), '-c', 'copy', '-movflags', '+faststart']);
    const cut = await truncatedCopy(faststart, join(dir, 'faststart-cut.mp4'));
    await expect(probeVideo(cut)).resolves.toBeTruthy();
    await expect(collect(cut, 192)).rejects.toBeInstanceOf(UnreadableMediaError);
  });

  it('stops ffmpeg when the reader stops early', async () => {
    let seen = 0;
    for await (const frame of decodeFrames(fixtureVideo(), { maxSide: 64 })) {
      seen = frame.index + 1;
      if (seen === 3) break;
    }
    expect(seen).toBe(3);
  });

  it('decodes only the frames asked for, keeping their indices', async () => {
    const picked: number[] = [];
    for await (const f of decodeFrames(fixtureVideo(), { maxSide: 64, frames: [200, 3, 70] })) picked.push(f.index);
    expect(picked).toEqual([3, 70, 200]);
  });

  it('stops once the frames asked for are out: a damaged part after them is never read', async () => {
    const faststart = await makeWithFfmpeg(join(dir, 'faststart-tail.mp4'), ['-i', fixtureVideo(), '-c', 'copy', '-movflags', '+faststart']);
    const cut = await truncatedCopy(faststart, join(dir, 'faststart-tail-cut.mp4'));
    const picked: number[] = [];
    for await (const f of decodeFrames(cut, { maxSide: 64, frames: [3, 10] })) picked.push(f.index);
    expect(picked).toEqual([3, 10]);
    // Read to its end, the same file is refused (the test above).
    await expect(collect(cut, 64)).rejects.toBeInstanceOf(UnreadableMediaError);
  });
});

describe('extractJpegFrames', () => {
  it('gives upright JPEGs of the asked width, in the asked order', async () => {
    const stills = await extractJpegFrames(fixtureVideo(), [143, 70, 143], 177);
    expect(stills).toHaveLength(3);
    for (const still of stills) {
      const meta = await sharp(still).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 177, height: 246 });
    }
    expect(stills[0].equals(stills[2])).toBe(true);
    expect(stills[0].equals(stills[1])).toBe(false);
  });

  it('says which frame does not exist', async () => {
    await expect(extractJpegFrames(fixtureVideo(), [10, 5000], 100)).rejects.toThrow(/Frame 5000 is past the end/);
  });

  describe("given the frames' times, as a track has them", () => {
    let timesMs: Map<number, number>;
    beforeAll(async () => {
      timesMs = new Map((await collect(fixtureVideo(), 64)).map((frame) => [frame.index, frame.timeMs]));
    });
    // Frames past the fifth second of the fixture's 8.8, where a decoding seeks to them.
    const late = [150, 163, 190, 230, 262];

    it("gives the stills that decoding from the clip's start gives", async () => {
      expect(await extractJpegFrames(fixtureVideo(), late, 120, timesMs)).toEqual(await extractJpegFrames(fixtureVideo(), late, 120));
    });

    it("picks each frame by its time: decoding starts near them, not at the clip's first frame", async () => {
      // Each index given the next frame's time: only a decoding that seeks by time shows the next frame.
      const nextTimes = new Map(late.map((n) => [n, timesMs.get(n + 1)!]));
      const byTime = await extractJpegFrames(fixtureVideo(), late.slice(0, 4), 120, nextTimes);
      expect(byTime).toEqual(
        await extractJpegFrames(
          fixtureVideo(),
          late.slice(0, 4).map((n) => n + 1),
          120,
        ),
      );
    });

    it('finds frames by their index when no frame has the given times', async () => {
      const halfAFrameOff = new Map(late.map((n) => [n, timesMs.get(n)! + 1000 / 29.97 / 2]));
      expect(await extractJpegFrames(fixtureVideo(), late, 120, halfAFrameOff)).toEqual(await extractJpegFrames(fixtureVideo(), late, 120));
    });
  });
});

describe('writePlaybackMp4', () => {
  it('writes an upright H.264 MP4 with its index first, every frame kept', async () => {
    const dir = await tempDir();
    const sideways = await phoneStyleCopy(fixtureVideo(), join(dir, 'phone.mov'), { seconds: 1, codec: 'libx265' });
    expect(await probeVideo(sideways)).toMatchObject({ codec: 'hevc', rotation: 90 });
    const out = join(dir, 'playback.mp4');
    await writePlaybackMp4(sideways, out);
    const info = await probeVideo(out);
    expect(info).toMatchObject({ codec: 'h264', rotation: 0, width: 354, height: 492 });
    const bytes = await readFile(out);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    expect(await collect(out, 64)).toHaveLength((await collect(sideways, 64)).length);
  });

  it('carries a picture browsers play as it is: the same frames at the same times, with its index first', async () => {
    const original = fixtureVideo();
    expect(keepsItsPicture(await probeVideo(original))).toBe(true);
    const out = join(await tempDir(), 'playback.mp4');
    await writePlaybackMp4(original, out);
    // Encoded again, the frames' sampled brightness would not all come back the same.
    expect(await collect(out, 64)).toEqual(await collect(original, 64));
    const bytes = await readFile(out);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
  });

  it('encodes again what a browser would not play as it is, or would turn', async () => {
    const info = await probeVideo(fixtureVideo());
    expect(keepsItsPicture({ ...info, codec: 'hevc' })).toBe(false);
    expect(keepsItsPicture({ ...info, pixelFormat: 'yuv420p10le' })).toBe(false);
    expect(keepsItsPicture({ ...info, hdr: 'hlg' })).toBe(false);
    expect(keepsItsPicture({ ...info, rotation: 90 })).toBe(false);
    expect(keepsItsPicture({ ...info, width: 1080, height: 1921 })).toBe(false);
    expect(keepsItsPicture({ ...info, demuxer: 'matroska' })).toBe(false);
  });

  it('shrinks a 4K clip it encodes to at most 1280 px on its long side, keeping its shape', async () => {
    const dir = await tempDir();
    const fourK = await patternClip(join(dir, '4k.mp4'), { width: 2160, height: 3840, fps: 2, seconds: 1 });
    const out = join(dir, 'playback.mp4');
    await writePlaybackMp4(fourK, out);
    expect(await probeVideo(out)).toMatchObject({ codec: 'h264', width: 720, height: 1280 });
  });

  it('refuses what it cannot read and leaves no file behind', async () => {
    const dir = await tempDir();
    const text = join(dir, 'text.mp4');
    await writeFile(text, 'not a video');
    await expect(writePlaybackMp4(text, join(dir, 'out.mp4'))).rejects.toBeInstanceOf(UnreadableMediaError);
    expect(await readdir(dir)).toEqual(['text.mp4']);
  });
});
