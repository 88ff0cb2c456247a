import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MediaTooLongError, UnreadableMediaError } from './errors';
import { parseProbeReport, probeVideo } from './probe';
import { androidSlowMotionCopy, fixtureVideo, makeWithFfmpeg, tempDir, truncatedCopy } from './testMedia';

const report = (streamLine: string, extra = '') =>
  `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'x.mov':\n  Duration: 00:00:12.50, start: 0.000000, bitrate: 9000 kb/s\n${streamLine}\n${extra}`;

describe('parseProbeReport', () => {
  it('reads size, codec, rate and duration, skipping the hex codec tag', () => {
    const info = parseProbeReport(
      report('    Stream #0:0(und): Video: hevc (Main) (hvc1 / 0x31637668), yuv420p(tv, bt709), 1920x1080, 9000 kb/s, 59.94 fps, 59.94 tbr, 600 tbn'),
    );
    expect(info).toMatchObject({ codec: 'hevc', demuxer: 'mov', width: 1920, height: 1080, rotation: 0, fps: 59.94, durationMs: 12500 });
  });

  it('names the container by its demuxer', () => {
    const line = '    Stream #0:0: Video: vp9 (Profile 0), yuv420p(tv), 640x480, SAR 1:1 DAR 4:3, 30 fps, 30 tbr, 1k tbn (default)';
    expect(parseProbeReport(report(line).replace('mov,mp4,m4a,3gp,3g2,mj2', 'matroska,webm'))).toMatchObject({ demuxer: 'matroska', codec: 'vp9' });
  });

  it('turns the size upright for a rotate tag and for a display matrix', () => {
    const line = '    Stream #0:0: Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1920x1080 [SAR 1:1 DAR 16:9], 30 fps, 30 tbr';
    const tagged = parseProbeReport(report(line, '    Metadata:\n      rotate          : 90\n'));
    expect(tagged).toMatchObject({ rotation: 90, width: 1080, height: 1920, codedWidth: 1920, codedHeight: 1080 });
    const matrix = parseProbeReport(report(line, '    Side data:\n      displaymatrix: rotation of -270.00 degrees\n'));
    expect(matrix).toMatchObject({ rotation: 270, width: 1080, height: 1920 });
    const upsideDown = parseProbeReport(report(line, '      rotate          : 180\n'));
    expect(upsideDown).toMatchObject({ rotation: 180, width: 1920, height: 1080 });
  });

  it('takes the first video stream that is not a cover picture, after any audio', () => {
    const info = parseProbeReport(
      report(
        [
          '    Stream #0:0(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono, fltp, 2 kb/s (default)',
          '    Stream #0:1: Video: mjpeg (Baseline), yuvj420p(pc), 320x240 [SAR 1:1 DAR 4:3], 90k tbr, 90k tbn (attached pic)',
          '    Stream #0:2(und): Video: hevc (Main) (hvc1 / 0x31637668), yuv420p(tv), 720x1280, 3000 kb/s, 29.97 fps, 29.97 tbr',
        ].join('\n'),
      ),
    );
    expect(info).toMatchObject({ videoStream: 1, codec: 'hevc', width: 720, height: 1280, fps: 29.97 });
  });

  it('reads the pixel format, its range and its matrix as ffmpeg converts them', () => {
    const line = (format: string) => `    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), ${format}, 1280x720 [SAR 1:1 DAR 16:9], 30 fps`;
    expect(parseProbeReport(report(line('yuvj420p(pc, bt709)')))).toMatchObject({ pixelFormat: 'yuvj420p', colour: { matrix: 'bt709', fullRange: true } });
    expect(parseProbeReport(report(line('yuv420p(tv, bt709, progressive)')))).toMatchObject({
      pixelFormat: 'yuv420p',
      colour: { matrix: 'bt709', fullRange: false },
    });
    expect(parseProbeReport(report(line('yuv420p(tv, bt470bg/bt470bg/smpte170m)')))).toMatchObject({ colour: { matrix: 'bt601', fullRange: false } });
    expect(parseProbeReport(report(line('yuv420p')))).toMatchObject({ pixelFormat: 'yuv420p', colour: { matrix: 'bt601', fullRange: false } });
    expect(parseProbeReport(report(line('yuv420p10le(tv, bt2020nc/bt2020/arib-std-b67)')))).toMatchObject({ pixelFormat: 'yuv420p10le' });
  });

  it('refuses a report without a video stream', () => {
    expect(() => parseProbeReport(report('    Stream #0:0: Audio: aac (LC), 48000 Hz, mono'))).toThrow(UnreadableMediaError);
  });
});

describe('probeVideo on real files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await tempDir();
  });

  it('reads the fixture', async () => {
    const info = await probeVideo(fixtureVideo());
    expect(info).toMatchObject({ width: 354, height: 492, rotation: 0, codec: 'h264', fps: 29.97 });
    expect(info.durationMs).toBeGreaterThan(8700);
    expect(info.durationMs).toBeLessThan(8900);
    expect(info.captureFps).toBeNull();
  });

  it('reads the capture rate an Android slow-motion file states in its header', async () => {
    const slowMotion = await androidSlowMotionCopy(fixtureVideo(), join(dir, 'android-slow-motion.mp4'), { times: 8, capturedAt: 240, seconds: 0.5 });
    expect((await probeVideo(slowMotion)).captureFps).toBe(240);
  });

  it('refuses a text file renamed .mp4 with a message a member can act on', async () => {
    const fake = join(dir, 'notes.mp4');
    await writeFile(fake, 'These are my swing notes, not a video.\n'.repeat(50));
    const error = await probeVideo(fake).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadableMediaError);
    expect((error as UnreadableMediaError).statusCode).toBe(422);
    expect((error as Error).message).toMatch(/could not read this video/);
  });

  it('refuses a video cut in half (index at the end, lost)', async () => {
    const cut = await truncatedCopy(fixtureVideo(), join(dir, 'cut.mp4'));
    await expect(probeVideo(cut)).rejects.toBeInstanceOf(UnreadableMediaError);
  });

  it('refuses a 61-second clip before decoding anything', async () => {
    // ffmpeg arguments stay in their flag/value groups, one line per step.
    // prettier-ignore
    const long = await makeWithFfmpeg(join(dir, 'long.mp4'), [
      '-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=5', '-t', '61', '-c:v', 'libx264', '-preset', 'ultrafast',
    ]);
    const error = await probeVideo(long).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaTooLongError);
    expect((error as Error).message).toMatch(/^Videos must be 60 seconds or shorter\. This one is 61 seconds/);
    expect((error as MediaTooLongError).statusCode).toBe(413);
  });

  it('accepts a 59-second clip', async () => {
    // ffmpeg arguments stay in their flag/value groups, one line per step.
    // prettier-ignore
    const fine = await makeWithFfmpeg(join(dir, 'fine.mp4'), [
      '-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=5', '-t', '59', '-c:v', 'libx264', '-preset', 'ultrafast',
    ]);
    expect((await probeVideo(fine)).durationMs).toBe(59000);
  });
});
