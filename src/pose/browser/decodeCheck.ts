import { BlobSource, Input, MATROSKA, MP4, QTFF, WEBM, type InputVideoTrack } from 'mediabunny';
import type { UndecodableVideoError } from './deviceAnalysisErrors';
import { undecodableVideo } from './undecodable';

/** A chosen file opened for reading in the page: the containers phones and browsers record to (naming them keeps the other demuxers out of the bundle). */
export function videoInput(file: Blob): Input {
  return new Input({ source: new BlobSource(file), formats: [MP4, QTFF, MATROSKA, WEBM] });
}

/** Why this browser cannot decode the track's video, or null when it can. */
export async function undecodableTrack(track: InputVideoTrack | null): Promise<UndecodableVideoError | null> {
  if (track && (await track.canDecode())) return null;
  const transfer = track ? ((await track.getColorSpace()).transfer as string | null | undefined) : null;
  return undecodableVideo(track?.codec ?? null, transfer === 'hlg' || transfer === 'pq');
}

/**
 * Why this browser cannot decode a chosen video, or null when it can: read from the file's header
 * and the browser's decoders when the file is chosen, so the page says so before any analysis
 * starts (decision 2608's "what the browser lacks", for one file; decision 3120).
 */
export async function undecodableOnThisDevice(file: Blob): Promise<UndecodableVideoError | null> {
  const input = videoInput(file);
  try {
    return await undecodableTrack(await input.getPrimaryVideoTrack());
  } finally {
    input.dispose();
  }
}
