import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertFfmpegSupported, FfmpegUnsupportedError, isRecentEnough, isTooNew, parseFfmpegVersion, PINNED_FFMPEG } from './ffmpegVersion';
import { tempDir } from './testMedia';

/** First lines of `ffmpeg -version` as real builds print them. */
const LINES = {
  bundled2018: 'ffmpeg version N-47683-g0e8eb07980-static https://johnvansickle.com/ffmpeg/  Copyright (c) 2000-2018 the FFmpeg developers',
  debian12: 'ffmpeg version 5.1.9-0+deb12u1 Copyright (c) 2000-2026 the FFmpeg developers',
  debian: 'ffmpeg version 7.1.2-0+deb13u1 Copyright (c) 2000-2025 the FFmpeg developers',
  remotion: 'ffmpeg version n7.1 Copyright (c) 2000-2024 the FFmpeg developers',
  jellyfin: 'ffmpeg version 8.1-Jellyfin Copyright (c) 2000-2026 the FFmpeg developers',
  ubuntu2018: 'ffmpeg version 3.4.8-0ubuntu0.2 Copyright (c) 2000-2020 the FFmpeg developers',
  oldSnapshot: 'ffmpeg version N-86111-ga441aa90e8-static http://johnvansickle.com/ffmpeg/  Copyright (c) 2000-2017 the FFmpeg developers',
};

describe('the ffmpeg version check', () => {
  it('reads the release of a release build and the year of any build', () => {
    expect(parseFfmpegVersion(LINES.debian)).toEqual({ release: [7, 1, 2], year: 2025 });
    expect(parseFfmpegVersion(LINES.remotion)).toEqual({ release: [7, 1], year: 2024 });
    expect(parseFfmpegVersion(LINES.jellyfin)).toEqual({ release: [8, 1], year: 2026 });
    expect(parseFfmpegVersion(LINES.bundled2018)).toEqual({ release: null, year: 2018 });
    expect(parseFfmpegVersion('not ffmpeg at all')).toEqual({ release: null, year: null });
  });

  it('passes the pinned build and newer ones, refuses older ones and ones it cannot date', () => {
    for (const line of [LINES.bundled2018, LINES.debian12, LINES.debian, LINES.remotion, LINES.jellyfin])
      expect(isRecentEnough(parseFfmpegVersion(line))).toBe(true);
    for (const line of [LINES.ubuntu2018, LINES.oldSnapshot, 'ffmpeg version custom']) expect(isRecentEnough(parseFfmpegVersion(line))).toBe(false);
    expect(isRecentEnough({ release: [...PINNED_FFMPEG.release], year: null })).toBe(true);
  });

  it('takes releases 7 and later as too new, and cannot tell a snapshot', () => {
    for (const line of [LINES.debian, LINES.remotion, LINES.jellyfin]) expect(isTooNew(parseFfmpegVersion(line))).toBe(true);
    for (const line of [LINES.bundled2018, LINES.debian12]) expect(isTooNew(parseFfmpegVersion(line))).toBe(false);
    expect(isTooNew({ release: [6, 1, 2], year: 2024 })).toBe(false);
  });

  describe('on a real binary', () => {
    const saved = process.env.FFMPEG_PATH;
    afterEach(() => {
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
    });

    it('passes the ffmpeg the app uses and returns its first line', async () => {
      expect(await assertFfmpegSupported()).toMatch(/^ffmpeg version \S+ .*Copyright/);
    });

    it('refuses an older ffmpeg named by FFMPEG_PATH, saying what it found and what to do', async () => {
      // A stand-in for a distribution's old ffmpeg: prints what Ubuntu 18.04's prints.
      const old = join(await tempDir(), 'ffmpeg');
      await writeFile(old, `#!/bin/sh\necho '${LINES.ubuntu2018}'\n`);
      await chmod(old, 0o755);
      process.env.FFMPEG_PATH = old;
      const refusal = assertFfmpegSupported();
      await expect(refusal).rejects.toBeInstanceOf(FfmpegUnsupportedError);
      await expect(refusal).rejects.toThrow(/3\.4\.8.*needs ffmpeg 4\.1 or newer.*FFMPEG_PATH/);
    });

    it('refuses an ffmpeg 7 named by FFMPEG_PATH, saying which builds work', async () => {
      const seven = join(await tempDir(), 'ffmpeg');
      await writeFile(seven, `#!/bin/sh\necho '${LINES.debian}'\n`);
      await chmod(seven, 0o755);
      process.env.FFMPEG_PATH = seven;
      await expect(assertFfmpegSupported()).rejects.toThrow(/7\.1\.2.*does not work with ffmpeg 7 or newer yet.*4\.1 to 6\.x build/);
    });

    it('refuses an FFMPEG_PATH that does not run', async () => {
      process.env.FFMPEG_PATH = join(await tempDir(), 'no-such-ffmpeg');
      await expect(assertFfmpegSupported()).rejects.toThrow(/no answer.*ENOENT/);
    });
  });
});
