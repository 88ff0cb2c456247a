import { UndecodableVideoError } from './deviceAnalysisErrors';

/**
 * Why this browser cannot decode a file's video, in a golfer's words. HDR HEVC, what iPhones record,
 * is named: Chromium on Linux and Windows without the platform's HEVC decoder cannot read it, and
 * the golfer should know it is the phone's format, not their file, that the page lacks.
 */
export function undecodableVideo(codec: string | null, hdr: boolean): UndecodableVideoError {
  if (codec === 'hevc') {
    return new UndecodableVideoError(
      hdr ? 'This browser cannot read HDR video in HEVC, the format iPhones record.' : 'This browser cannot read HEVC video, a format many phones record.',
    );
  }
  return new UndecodableVideoError('This browser cannot decode this video’s format on the device.');
}
