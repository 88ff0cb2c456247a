import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames } from './decode';
import { UnreadableMediaError } from './errors';
import { writePlaybackMp4 } from './playback';
import { probeVideo } from './probe';
import { durationlessWebm, makeWithFfmpeg, tempDir } from './testMedia';

/** Encoding and decoding on a loaded 2-core machine: generous, never a speed test. */
const SLOW = { timeout: 120_000 };

async function frameCount(path: string): Promise<number> {
  let frames = 0;
  for await (const _frame of decodeFrames(path, { maxSide: 64 })) frames += 1;
  return frames;
}

/** Decision 3030: ffmpeg reads an upload only with the demuxer its magic bytes name and the decoders golf footage needs. */
describe('the decoder whitelist', () => {
  let dir: string;
  const pattern = ['-f', 'lavfi', '-t', '1', '-i', 'testsrc2=size=96x64:rate=10'];
  beforeAll(async () => {
    dir = await tempDir();
  });

  it('reads what phones, cameras and browsers record: H.264 and HEVC in MP4/MOV (with their sound), VP8 in WebM', SLOW, async () => {
    const h264 = await makeWithFfmpeg(join(dir, 'h264.mp4'), [
      ...pattern,
      '-f',
      'lavfi',
      '-t',
      '1',
      '-i',
      'sine',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
    ]);
    const hevc = await makeWithFfmpeg(join(dir, 'hevc.mov'), [...pattern, '-c:v', 'libx265', '-preset', 'ultrafast', '-tag:v', 'hvc1']);
    const webm = await durationlessWebm(join(dir, 'live.webm'), 2);
    expect(await frameCount(h264)).toBe(10);
    expect(await frameCount(hevc)).toBe(10);
    expect(await frameCount(webm)).toBe(10);
    // The playback rendition carries the sound over, so the sound's decoder is allowed too.
    await writePlaybackMp4(h264, join(dir, 'playback.mp4'));
    expect((await probeVideo(join(dir, 'playback.mp4'))).codec).toBe('h264');
  });

  it('refuses a codec golf footage does not come in, even inside an MP4', SLOW, async () => {
    const mpeg2 = await makeWithFfmpeg(join(dir, 'mpeg2.mp4'), [...pattern, '-c:v', 'mpeg2video']);
    const refusal = frameCount(mpeg2);
    await expect(refusal).rejects.toBeInstanceOf(UnreadableMediaError);
    await expect(refusal).rejects.toMatchObject({ detail: expect.stringMatching(/mpeg2video\) not on whitelist/) });
  });

  it('refuses a container it does not read before ffmpeg parses it', SLOW, async () => {
    const avi = await makeWithFfmpeg(join(dir, 'clip.avi'), [...pattern, '-c:v', 'mpeg4']);
    await expect(probeVideo(avi)).rejects.toMatchObject({ detail: expect.stringMatching(/not a video container we read: video\/vnd\.avi/) });
  });
});
