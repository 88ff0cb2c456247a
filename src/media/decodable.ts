import sharp from 'sharp';
import { isIsoBmff, isTruncatedIsoBmff } from './boxLayout';
import { UnreadableMediaError } from './errors';
import { assertImageWithinLimits, assertStreamWithinLimits, assertVideoWithinLimits } from './limits';
import { probeVideo } from './probe';
import type { DetectedMedia } from './sniff';

/**
 * Checks that a file really decodes before anything is stored: a truncated MP4/MOV (its boxes
 * run past the end), a damaged video (ffmpeg finds no stream), a clip over 60 s (by its packets, whatever the
 * container says) and one beyond the limits of media/limits.ts are refused with the video layer's own messages;
 * an image is checked by its header's size, then decoded once at a tiny size, which also catches a truncated
 * JPEG or PNG.
 */
export async function assertDecodable(file: { path: string; media: DetectedMedia }): Promise<void> {
  if (file.media.kind === 'video') {
    if (isIsoBmff(file.media.mime) && (await isTruncatedIsoBmff(file.path))) {
      throw new UnreadableMediaError('the file ends inside a box: it was cut short');
    }
    const info = await probeVideo(file.path);
    assertVideoWithinLimits(info);
    await assertStreamWithinLimits(file.path, info);
    return;
  }
  const unreadable = (error: unknown) => new UnreadableMediaError(error instanceof Error ? error.message : String(error));
  // The header first: a decompression bomb is refused by the size it declares, before it is inflated.
  // (sharp's own pixel limit would refuse it too, as unreadable: ours says what is wrong.)
  const meta = await sharp(file.path, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw unreadable(error);
    });
  if (!meta.width || !meta.height) throw new UnreadableMediaError('image without a size');
  assertImageWithinLimits(meta.width, meta.height);
  try {
    await sharp(file.path, { failOn: 'truncated' }).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    throw unreadable(error);
  }
}
