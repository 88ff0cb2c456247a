import { open } from 'node:fs/promises';
import { UnreadableMediaError } from './errors';
import { detectMedia, SNIFF_BYTES } from './sniff';

/**
 * What ffmpeg may use to read one upload (decision 3030): the demuxer named by the file's magic
 * bytes (`-f`, so ffmpeg never guesses from content it was not meant to see) and only the
 * decoders golf footage needs (`-codec_whitelist`): its video codecs, and the sound phones record,
 * which only the playback rendition carries over. Only local files are read (`-protocol_whitelist file`: no playlist or concat file can point ffmpeg elsewhere).
 * The decoders are named as ffmpeg names them; a name a build lacks is simply not used.
 */
const PHONE_AND_CAMERA_DECODERS = ['h264', 'hevc', 'mpeg4', 'prores', 'mjpeg', 'vp9', 'libvpx-vp9', 'av1', 'libdav1d', 'libaom-av1'];
const WEB_RECORDING_DECODERS = ['vp8', 'libvpx', 'vp9', 'libvpx-vp9', 'av1', 'libdav1d', 'libaom-av1', 'h264', 'hevc'];
const SOUND_DECODERS = ['aac', 'alac', 'opus', 'libopus', 'vorbis', 'mp3float', 'mp3', 'pcm_s16le', 'pcm_s16be', 'pcm_s24le'];

interface AllowedInput {
  /** ffmpeg's demuxer for the container. */
  demuxer: string;
  decoders: string[];
}

/** By sniffed type: phones and cameras write MP4/MOV (ISO BMFF); browsers record WebM; some apps export Matroska. */
const ALLOWED_INPUTS: Record<string, AllowedInput> = {
  'video/mp4': { demuxer: 'mov', decoders: PHONE_AND_CAMERA_DECODERS },
  'video/quicktime': { demuxer: 'mov', decoders: PHONE_AND_CAMERA_DECODERS },
  'video/x-m4v': { demuxer: 'mov', decoders: PHONE_AND_CAMERA_DECODERS },
  'video/3gpp': { demuxer: 'mov', decoders: PHONE_AND_CAMERA_DECODERS },
  'video/webm': { demuxer: 'matroska', decoders: WEB_RECORDING_DECODERS },
  'video/x-matroska': { demuxer: 'matroska', decoders: WEB_RECORDING_DECODERS },
};

async function sniffFile(path: string): Promise<string | undefined> {
  const file = await open(path, 'r');
  try {
    const head = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await file.read(head, 0, SNIFF_BYTES, 0);
    return (await detectMedia(head.subarray(0, bytesRead)))?.mime;
  } finally {
    await file.close();
  }
}

/** ffmpeg's input arguments for an uploaded video, ending in `-i path`; refuses a type we do not read. */
export async function whitelistedInput(path: string): Promise<string[]> {
  const mime = await sniffFile(path);
  const allowed = mime ? ALLOWED_INPUTS[mime] : undefined;
  if (!allowed) throw new UnreadableMediaError(`not a video container we read: ${mime ?? 'unknown type'}`);
  // prettier-ignore
  return [
    '-protocol_whitelist', 'file',
    '-f', allowed.demuxer,
    '-codec_whitelist', [...allowed.decoders, ...SOUND_DECODERS].join(','),
    '-i', path,
  ];
}
