import { fileTypeFromBuffer } from 'file-type';

export type MediaKind = 'video' | 'image';

export interface DetectedMedia {
  kind: MediaKind;
  mime: string;
  ext: string;
}

/** How many leading bytes file-type needs to recognise every format it knows. */
export const SNIFF_BYTES = 4100;

/**
 * Names a file by its magic bytes, never by its name or declared type: a text file renamed
 * .mp4 is not a video here. Only video/* and image/* are named (spec §5), anything else is
 * undefined for the caller to refuse; whether the content really decodes is checked afterwards
 * by ffmpeg or sharp.
 */
export async function detectMedia(head: Uint8Array): Promise<DetectedMedia | undefined> {
  const type = await fileTypeFromBuffer(head);
  const kind = type?.mime.split('/')[0];
  if (!type || (kind !== 'video' && kind !== 'image')) return undefined;
  return { kind, mime: type.mime, ext: type.ext };
}
