import sharp from 'sharp';
import { isIsoBmff, isTruncatedIsoBmff } from './boxLayout';
import { UnreadableMediaError } from './errors';
import { probeVideo } from './probe';
import type { DetectedMedia } from './sniff';

/**
 * Checks that a file really decodes before anything is stored: a truncated MP4/MOV (its boxes
 * run past the end), a damaged video (ffmpeg finds no stream) and a clip over 60 s are refused with the video layer's own messages;
 * an image is decoded once at a tiny size, which also catches a truncated JPEG or PNG.
 */
export async function assertDecodable(file: { path: string; media: DetectedMedia }): Promise<void> {
  if (file.media.kind === 'video') {
    if (isIsoBmff(file.media.mime) && (await isTruncatedIsoBmff(file.path))) {
      throw new UnreadableMediaError('the file ends inside a box: it was cut short');
    }
    await probeVideo(file.path);
    return;
  }
  try {
    await sharp(file.path, { failOn: 'truncated' }).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    throw new UnreadableMediaError(error instanceof Error ? error.message : String(error));
  }
}
