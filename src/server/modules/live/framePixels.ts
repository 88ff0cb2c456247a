import sharp from 'sharp';
import type { RgbImage } from '../../../pose/image';
import { LIVE_FRAME_LIMITS } from '../../../shared/liveFrames';

/** Frames are posed at this longest side, as uploads are (src/pose/node): the same crop maths and cost. */
const POSE_MAX_SIDE = 960;

export type FramePixels = { ok: true; image: RgbImage } | { ok: false; message: string };

/**
 * The JPEG of a live frame as RGB pixels for the pose model. The picture must have the size its
 * header states (a liar could otherwise make us decode a far larger image than it claimed).
 */
export async function jpegToRgb(jpeg: Uint8Array, width: number, height: number): Promise<FramePixels> {
  const limitInputPixels = LIVE_FRAME_LIMITS.maxSide * LIVE_FRAME_LIMITS.maxSide;
  try {
    const meta = await sharp(jpeg, { limitInputPixels }).metadata();
    if (meta.format !== 'jpeg') return { ok: false, message: 'The frame image is not a JPEG.' };
    if (meta.width !== width || meta.height !== height) {
      return { ok: false, message: `The JPEG is ${meta.width}×${meta.height} but the header says ${width}×${height}.` };
    }
    const { data, info } = await sharp(jpeg, { limitInputPixels })
      .resize({ width: POSE_MAX_SIDE, height: POSE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) return { ok: false, message: 'The JPEG could not be read as colour pixels.' };
    return { ok: true, image: { width: info.width, height: info.height, data } };
  } catch {
    return { ok: false, message: 'The JPEG could not be decoded.' };
  }
}
