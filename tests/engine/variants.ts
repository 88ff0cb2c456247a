/**
 * Hard cases made from the real fixture swing with the app's own ffmpeg: the same swing mirrored,
 * slowed, resampled (up to a phone's 240 fps), shrunk into a wide shot, panned across, held still
 * at address for long, or stored as a phone stores it (HEVC in .mov, audio first, a cover picture
 * as a second video stream). Each variant knows where the fixture's labelled events land in it.
 */
import { join } from 'node:path';
import { makeWithFfmpeg } from '../../src/media/testMedia';

export interface Variant {
  name: string;
  /** ffmpeg arguments that turn the fixture (input 0) into the variant (output added by the caller). */
  args: (fixture: string) => string[];
  extension: 'mp4' | 'mov';
  /** The variant's clock against the fixture's: a time t in the fixture is at t × stretch + offset seconds. */
  stretch: number;
  offsetS: number;
  handedness: 'right' | 'left';
}

// One encoder thread: x264 and x265 give the same bytes for the same thread count only, so a
// variant is the same file on any machine and the test's misses (hardCases.test.ts) with it.
const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-pix_fmt', 'yuv420p', '-threads', '1', '-an'];

// One line per variant, its ffmpeg arguments in flag/value groups.
// prettier-ignore
export const VARIANTS: Variant[] = [
  { name: 'mirrored (a left-handed golfer)', args: (f) => ['-i', f, '-vf', 'hflip', ...x264], extension: 'mp4', stretch: 1, offsetS: 0, handedness: 'left' },
  {
    name: 'played at half speed',
    args: (f) => ['-i', f, '-vf', 'setpts=2*PTS,fps=29.97', ...x264],
    extension: 'mp4', stretch: 2, offsetS: 0, handedness: 'right',
  },
  ...[24, 60, 120, 240].map((fps): Variant => ({
    name: `resampled to ${fps} fps`,
    args: (f) => ['-i', f, '-vf', `fps=${fps}`, ...x264],
    extension: 'mp4', stretch: 1, offsetS: 0, handedness: 'right',
  })),
  {
    // The golfer (about 85 % of the fixture's height) a sixth of the frame's height, off-centre in a landscape shot.
    name: 'small and off-centre in a wide shot',
    args: (f) => ['-i', f, '-vf', 'scale=-2:200,pad=1920:1080:1350:700:color=0x3a5f2a', ...x264],
    extension: 'mp4', stretch: 1, offsetS: 0, handedness: 'right',
  },
  {
    // A camera panning slowly across: a window sliding 12 px a second over a wider canvas.
    name: 'filmed by a slowly panning camera',
    args: (f) => ['-i', f, '-vf', "pad=iw+240:ih:120:0:color=0x3a5f2a,crop=iw-240:ih:'120+40*sin(t/3)':0", ...x264],
    extension: 'mp4', stretch: 1, offsetS: 0, handedness: 'right',
  },
  {
    name: 'standing 20 s at address before the swing',
    args: (f) => ['-i', f, '-vf', 'tpad=start_duration=20:start_mode=clone', ...x264],
    extension: 'mp4', stretch: 1, offsetS: 20, handedness: 'right',
  },
  {
    // Letterboxed small inside a portrait frame, HEVC, the audio stream first and a cover
    // picture as a second video stream, as some phones and editors write .mov files.
    name: 'a phone .mov: HEVC, audio first, letterboxed, with a cover picture',
    args: (f) => [
      '-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono',
      '-i', f,
      '-f', 'lavfi', '-i', 'color=c=0x204060:s=320x240:d=1',
      '-filter_complex', '[1:v]scale=-2:400,pad=720:1280:(ow-iw)/2:(oh-ih)/2[v];[2:v]trim=end_frame=1[c]',
      '-map', '0:a', '-map', '[v]', '-map', '[c]',
      '-c:a', 'aac', '-shortest',
      '-c:v:0', 'libx265', '-preset', 'ultrafast', '-tag:v:0', 'hvc1', '-pix_fmt', 'yuv420p', '-x265-params', 'pools=1:frame-threads=1',
      '-c:v:1', 'mjpeg', '-disposition:v:1', 'attached_pic',
    ],
    extension: 'mov', stretch: 1, offsetS: 0, handedness: 'right',
  },
];

export function makeVariant(variant: Variant, fixture: string, dir: string, index: number): Promise<string> {
  return makeWithFfmpeg(join(dir, `variant-${index}.${variant.extension}`), variant.args(fixture));
}
