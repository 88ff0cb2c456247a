/**
 * Phone footage made from the dev clips (issue 31): the shapes phones record that the dev clips
 * are not (1080p and 4K, 60 and 240 frames a second, HEVC in SDR and in Main10 HLG and PQ, a
 * rotation tag, variable frame rate), made with the same ffmpeg the app uses. For tests and
 * `bench:phone`; `scripts/phone-media.ts` writes them to a temporary folder. Never committed.
 *
 * Higher rates duplicate frames (`fps`), so every source frame is still there at its own time and
 * events can be compared frame for frame. HDR is real: the SDR picture is converted to linear
 * light and re-encoded with the BT.2020 primaries and the HLG or PQ transfer (zscale), with the
 * colour tags in the stream, as an iPhone writes them.
 */
import { join } from 'node:path';
import { makeWithFfmpeg } from './testMedia';

export interface PhoneVariant {
  name: string;
  /** Short side of the frame in pixels (1080p, 2160p). */
  shortSide: number;
  fps: number;
  /** `hevc` is SDR (BT.709, 8 bits), as an iPhone records slow motion. */
  codec: 'h264' | 'hevc' | 'hevc-hlg' | 'hevc-pq';
  /** Display rotation the file's tag asks for, clockwise. */
  rotation: 0 | 90 | 270;
  /** Timestamps that wander: every seventh frame dropped, as Android phones' variable rate does. */
  variableRate: boolean;
  /**
   * Padded to the 9:16 (or 16:9) frame phones record, 1080×1920 or 2160×3840, the picture in the
   * middle: a dev clip's own shape (the fixture's 1080×1504) is not one a phone writes, nor one the
   * decoder can halve (decision 3111).
   */
  phoneFrame?: boolean;
}

/** What the phones of issue 31 record by default, one property at a time and the iPhone's combination. */
export const PHONE_VARIANTS: PhoneVariant[] = [
  { name: '1080p60-h264', shortSide: 1080, fps: 60, codec: 'h264', rotation: 0, variableRate: false },
  { name: '1080p60-h264-vfr', shortSide: 1080, fps: 60, codec: 'h264', rotation: 0, variableRate: true },
  { name: '1080p60-h264-rot270', shortSide: 1080, fps: 60, codec: 'h264', rotation: 270, variableRate: false },
  { name: '1080p60-hevc-hlg-rot90', shortSide: 1080, fps: 60, codec: 'hevc-hlg', rotation: 90, variableRate: false },
  { name: '2160p60-hevc-hlg', shortSide: 2160, fps: 60, codec: 'hevc-hlg', rotation: 0, variableRate: false },
  { name: '2160p60-hevc-pq', shortSide: 2160, fps: 60, codec: 'hevc-pq', rotation: 0, variableRate: false },
  { name: '1080p240-hevc-hlg', shortSide: 1080, fps: 240, codec: 'hevc-hlg', rotation: 0, variableRate: false },
  { name: '1080p60-h264-9x16', shortSide: 1080, fps: 60, codec: 'h264', rotation: 0, variableRate: false, phoneFrame: true },
  { name: '2160p60-hevc-hlg-9x16', shortSide: 2160, fps: 60, codec: 'hevc-hlg', rotation: 0, variableRate: false, phoneFrame: true },
  // An iPhone's default, as it stores it: 1920×1080 HEVC HLG on its side, tagged to be shown upright.
  { name: '1080p60-hevc-hlg-rot90-9x16', shortSide: 1080, fps: 60, codec: 'hevc-hlg', rotation: 90, variableRate: false, phoneFrame: true },
  // A phone held upright recording H.264 (Android's default), as phones store it: 1920×1080 on its side.
  { name: '1080p60-h264-rot90-9x16', shortSide: 1080, fps: 60, codec: 'h264', rotation: 90, variableRate: false, phoneFrame: true },
  // An iPhone's slow motion, as it stores it: 1920×1080 HEVC in SDR at 240 frames a second, on its side.
  { name: '1080p240-hevc-rot90-9x16', shortSide: 1080, fps: 240, codec: 'hevc', rotation: 90, variableRate: false, phoneFrame: true },
];

/**
 * Scales so the short side is `side`, whatever the orientation, the long side a multiple of 4: phones
 * record sides that divide by 8 (1920×1080, 3840×2160), which the decoder halves exactly (issue 31).
 */
function scaleToShortSide(side: number): string {
  return `scale='if(gt(iw,ih),-4,${side})':'if(gt(iw,ih),${side},-4)':flags=bicubic`;
}

/** Pads a frame whose short side is `side` to the 16:9 phones record, in either orientation. */
function padToPhoneFrame(side: number): string {
  const long = (side * 16) / 9;
  return `pad='if(gt(iw,ih),${long},${side})':'if(gt(iw,ih),${side},${long})':(ow-iw)/2:(oh-ih)/2`;
}

/**
 * SDR BT.709 to HDR BT.2020 in 10 bits with the transfer named (arib-std-b67 = HLG, smpte2084 =
 * PQ): one zscale step, through linear light inside zimg, SDR white at 100 nits (its default).
 */
export function toHdr(transfer: 'arib-std-b67' | 'smpte2084'): string {
  return `zscale=tin=709:min=709:pin=709:rin=tv:p=2020:t=${transfer}:m=2020_ncl:r=tv,format=yuv420p10le`;
}

/** The HDR transfer a codec's copies carry (HLG or PQ), or null for an SDR codec. */
function hdrTransfer(codec: PhoneVariant['codec']): 'arib-std-b67' | 'smpte2084' | null {
  if (codec === 'hevc-hlg') return 'arib-std-b67';
  if (codec === 'hevc-pq') return 'smpte2084';
  return null;
}

export function encoderArgs(codec: PhoneVariant['codec']): string[] {
  if (codec === 'h264') return ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'];
  const transfer = hdrTransfer(codec);
  const colour = transfer
    ? { pixelFormat: 'yuv420p10le', profile: ['-profile:v', 'main10'], primaries: 'bt2020', transfer, matrix: 'bt2020nc' }
    : { pixelFormat: 'yuv420p', profile: [], primaries: 'bt709', transfer: 'bt709', matrix: 'bt709' };
  // prettier-ignore
  return [
    '-c:v', 'libx265', '-preset', 'ultrafast', '-crf', '22', '-pix_fmt', colour.pixelFormat, ...colour.profile,
    '-x265-params', `colorprim=${colour.primaries}:transfer=${colour.transfer}:colormatrix=${colour.matrix}:log-level=error`,
    '-color_primaries', colour.primaries, '-color_trc', colour.transfer, '-colorspace', colour.matrix,
    '-tag:v', 'hvc1',
  ];
}

/** The first `seconds` of `source`, silent, as a phone's HDR HEVC file (HLG or PQ): test media for the tone mapping. */
export function hdrHevcCopy(source: string, outPath: string, seconds: number, codec: 'hevc-hlg' | 'hevc-pq' = 'hevc-hlg'): Promise<string> {
  return makeWithFfmpeg(outPath, ['-t', String(seconds), '-i', source, '-an', '-vf', toHdr(hdrTransfer(codec)!), ...encoderArgs(codec)]);
}

/**
 * Writes one variant of `source` into `outDir` and returns its path. A rotation is made the way
 * phones store it: the pixels lie on their side and the tag says how to turn them upright. The
 * bundled ffmpeg (2018) writes the opposite of the angle it is given when copying a stream, hence
 * the tag of the other quarter turn (see phoneStyleCopy in testMedia.ts).
 */
export async function makePhoneVariant(source: string, variant: PhoneVariant, outDir: string): Promise<string> {
  const out = join(outDir, `${variant.name}.mp4`);
  const filters = [scaleToShortSide(variant.shortSide), `fps=${variant.fps}`];
  if (variant.phoneFrame) filters.splice(1, 0, padToPhoneFrame(variant.shortSide));
  if (variant.variableRate) filters.push(String.raw`select=not(eq(mod(n\,7)\,3))`);
  const transfer = hdrTransfer(variant.codec);
  if (transfer) filters.push(toHdr(transfer));
  // Stored on its side: a quarter turn left for a "show me turned right" (90) tag, and the opposite.
  if (variant.rotation !== 0) filters.push(`transpose=${variant.rotation === 90 ? 2 : 1}`);
  const encoded = variant.rotation === 0 ? out : join(outDir, `${variant.name}.sideways.mp4`);
  // prettier-ignore
  await makeWithFfmpeg(encoded, [
    '-i', source, '-map', '0:v:0', '-an',
    '-vf', filters.join(','),
    '-vsync', variant.variableRate ? 'passthrough' : 'cfr',
    ...encoderArgs(variant.codec),
  ]);
  if (variant.rotation === 0) return out;
  return makeWithFfmpeg(out, ['-i', encoded, '-c', 'copy', '-metadata:s:v:0', `rotate=${360 - variant.rotation}`]);
}
