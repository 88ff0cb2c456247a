/**
 * HDR copies of the dev clips that Chromium decodes in WebCodecs (decision 3120), for the tests of
 * private analysis and `scripts/phone-media.ts`; never committed. Chromium on Linux has no HEVC
 * decoder, but decodes VP9 profile 2 (10-bit) itself, so the HDR picture of src/media/phoneMedia.ts
 * (the same zscale step, the same colour tags) is encoded as VP9 in MP4, which the server accepts too.
 * The source's size and rate are kept, so events compare frame for frame with the source's.
 */
import { toHdr } from '../../media/phoneMedia';
import { makeWithFfmpeg } from '../../media/testMedia';
import type { HdrTransfer } from './hdrToSdr';

const TRANSFER_NAMES = { hlg: 'arib-std-b67', pq: 'smpte2084' } as const;

export function browserHdrCopy(source: string, outPath: string, hdr: HdrTransfer, seconds?: number): Promise<string> {
  const transfer = TRANSFER_NAMES[hdr];
  // prettier-ignore
  return makeWithFfmpeg(outPath, [
    ...(seconds ? ['-t', String(seconds)] : []), '-i', source, '-map', '0:v:0', '-an',
    '-vf', toHdr(transfer),
    '-c:v', 'libvpx-vp9', '-profile:v', '2', '-pix_fmt', 'yuv420p10le', '-deadline', 'realtime', '-cpu-used', '8', '-crf', '20', '-b:v', '0',
    '-color_primaries', 'bt2020', '-color_trc', transfer, '-colorspace', 'bt2020nc',
  ]);
}
