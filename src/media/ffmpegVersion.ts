import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ffmpegBinary } from './ffmpeg';

/**
 * The oldest ffmpeg the server starts with (decision 3030): every upload is decoded by it, so an
 * older build with its fixed decoder bugs is refused at start rather than trusted. A release
 * build names its version ("7.1.2", "n7.1", "8.1-Jellyfin"); a git snapshot names only a commit
 * ("N-47683-g0e8eb07980") and is dated by its copyright line's year instead. The pin is today's
 * bundled build (a 4.1-era snapshot of December 2018), since no maintained build in the npm
 * registry qualifies yet; raise both fields together when the bundled binary is replaced.
 */
export const PINNED_FFMPEG = { release: [4, 1] as const, year: 2018 };

/**
 * The first major release the media layer does not work with yet (decision 3031): ffmpeg 7.0's
 * progress line counts no frames for a copied stream, which the intake limits read, and the media
 * tests found other differences. A snapshot is dated, not numbered, so only the packet scan itself,
 * which fails closed, stands between such a build and an upload.
 */
export const FIRST_UNSUPPORTED_FFMPEG_MAJOR = 7;

export interface FfmpegVersion {
  /** Major, minor (and patch) of a release build; null for a git snapshot. */
  release: number[] | null;
  /** The last year of "Copyright (c) 2000-YYYY": when the build's source was cut. */
  year: number | null;
}

export class FfmpegUnsupportedError extends Error {
  constructor(line: string, why: 'too old' | 'too new' = 'too old') {
    const { release, year } = PINNED_FFMPEG;
    const found = `The ffmpeg in use reports "${line || 'nothing'}"; `;
    super(
      why === 'too new'
        ? `${found}Fairway Coach does not work with ffmpeg ${FIRST_UNSUPPORTED_FFMPEG_MAJOR} or newer yet: it would not count an upload's ` +
            'frames before decoding it (decision 3031). Unset FFMPEG_PATH to use the bundled ffmpeg, or point FFMPEG_PATH at ' +
            `a ${release.join('.')} to ${FIRST_UNSUPPORTED_FFMPEG_MAJOR - 1}.x build (decision 3031 says what Debian 12's 5.1 changes).`
        : `${found}Fairway Coach needs ffmpeg ${release.join('.')} or newer (a snapshot from ${year} or later), because it ` +
            'decodes every upload. Unset FFMPEG_PATH to use the bundled ffmpeg, or point FFMPEG_PATH at a newer build.',
    );
    this.name = 'FfmpegUnsupportedError';
  }
}

/** Parses the first line of `ffmpeg -version`. Exported for tests on the lines real builds print. */
export function parseFfmpegVersion(line: string): FfmpegVersion {
  const version = /^ffmpeg version (\S+)/.exec(line)?.[1] ?? '';
  const numbers = /^n?(\d+)\.(\d+)(?:\.(\d+))?/.exec(version);
  const year = /Copyright \(c\) \d{4}-(\d{4})/.exec(line)?.[1];
  return {
    release: numbers
      ? numbers
          .slice(1)
          .filter((part) => part !== undefined)
          .map(Number)
      : null,
    year: year ? Number(year) : null,
  };
}

/** Whether a build is at least the pinned one: by release number when it has one, else by year. */
export function isRecentEnough(version: FfmpegVersion): boolean {
  if (version.release) {
    const [major, minor = 0] = version.release;
    const [pinnedMajor, pinnedMinor] = PINNED_FFMPEG.release;
    return major > pinnedMajor || (major === pinnedMajor && minor >= pinnedMinor);
  }
  return version.year !== null && version.year >= PINNED_FFMPEG.year;
}

/** Whether a release build is of a major release the media layer does not work with yet. */
export function isTooNew(version: FfmpegVersion): boolean {
  return version.release !== null && version.release[0]! >= FIRST_UNSUPPORTED_FFMPEG_MAJOR;
}

const versionLines = new Map<string, Promise<string>>();

/** The first line of `ffmpeg -version` for the binary in use, read once a process for each binary. */
export function ffmpegVersionLine(): Promise<string> {
  const binary = ffmpegBinary();
  let line = versionLines.get(binary);
  if (!line) {
    line = promisify(execFile)(binary, ['-version'], { timeout: 10_000 }).then(({ stdout }) => stdout.split('\n')[0]?.trim() ?? '');
    // A binary that failed once (not there yet, killed) is asked again next time.
    line.catch(() => versionLines.delete(binary));
    versionLines.set(binary, line);
  }
  return line;
}

/** Refuses to go on with an ffmpeg older than the pinned one, one too new, or one that does not run at all. */
export async function assertFfmpegSupported(): Promise<string> {
  const line = await ffmpegVersionLine().catch((error: unknown) => {
    throw new FfmpegUnsupportedError(`no answer (${error instanceof Error ? error.message : String(error)})`);
  });
  const version = parseFfmpegVersion(line);
  if (!isRecentEnough(version)) throw new FfmpegUnsupportedError(line);
  if (isTooNew(version)) throw new FfmpegUnsupportedError(line, 'too new');
  return line;
}
