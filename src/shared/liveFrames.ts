import { z } from 'zod';

/**
 * The live analysis socket's binary frame (spec §7): the 4-byte marker 'FRME', a 4-byte
 * big-endian header length, a JSON header {frameId, timestamp, width, height, quality, format},
 * then the JPEG bytes. The browser encodes with encodeLiveFrame; the server decodes with
 * decodeLiveFrame, which checks every part and says what was wrong in words a developer can act on.
 */

export const FRAME_MARKER = 'FRME';

export const LIVE_FRAME_LIMITS = {
  /** The whole binary message. A 1280×720 JPEG at quality 0.8 is 100–250 kB. */
  maxFrameBytes: 1024 * 1024,
  /** The JSON header: about 100 bytes in practice. */
  maxHeaderBytes: 1024,
  /** Width and height the header may state. */
  maxSide: 4096,
} as const;

/** The browser's pacing of live frames (spec §9 "Live frames"). */
export const LIVE_TIMINGS = {
  initialFrameIntervalMs: 500,
  maxFrameIntervalMs: 2000,
  jpegQuality: 0.8,
  camera: { width: 1280, height: 720, frameRate: 30 },
  overlayRedrawMs: 100,
  coachingShowMs: 3000,
  highLoadMs: 5000,
  reconnectMs: 2000,
} as const;

export const liveFrameHeaderSchema = z
  .object({
    frameId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    /** The capture time in milliseconds on the sender's clock; the swing's timing is read from it. */
    timestamp: z.number().finite().min(0),
    width: z.number().int().min(1).max(LIVE_FRAME_LIMITS.maxSide),
    height: z.number().int().min(1).max(LIVE_FRAME_LIMITS.maxSide),
    quality: z.number().min(0).max(1),
    format: z.literal('jpeg'),
  })
  .strict();
export type LiveFrameHeader = z.infer<typeof liveFrameHeaderSchema>;

export type LiveFrameErrorCode = 'frame_too_large' | 'bad_marker' | 'bad_header_length' | 'bad_header' | 'not_jpeg';

export type DecodedLiveFrame =
  { ok: true; header: LiveFrameHeader; jpeg: Uint8Array } | { ok: false; code: LiveFrameErrorCode; message: string; frameId: number | null };

const PREFIX_BYTES = 8;
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

export function encodeLiveFrame(header: LiveFrameHeader, jpeg: Uint8Array): Uint8Array {
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const out = new Uint8Array(PREFIX_BYTES + headerBytes.length + jpeg.length);
  out.set(new TextEncoder().encode(FRAME_MARKER), 0);
  new DataView(out.buffer).setUint32(4, headerBytes.length, false);
  out.set(headerBytes, PREFIX_BYTES);
  out.set(jpeg, PREFIX_BYTES + headerBytes.length);
  return out;
}

function fail(code: LiveFrameErrorCode, message: string, frameId: number | null = null): DecodedLiveFrame {
  return { ok: false, code, message, frameId };
}

/** Checks the frame part by part: size, marker, header length, header JSON and schema, JPEG magic. */
export function decodeLiveFrame(bytes: Uint8Array): DecodedLiveFrame {
  const { maxFrameBytes, maxHeaderBytes } = LIVE_FRAME_LIMITS;
  if (bytes.length > maxFrameBytes) return fail('frame_too_large', `A frame may be at most ${maxFrameBytes} bytes; this one has ${bytes.length}.`);
  if (bytes.length < PREFIX_BYTES || String.fromCharCode(...bytes.subarray(0, 4)) !== FRAME_MARKER) {
    return fail('bad_marker', `A frame starts with the 4 bytes "${FRAME_MARKER}".`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(4, false);
  if (headerLength === 0 || headerLength > maxHeaderBytes || PREFIX_BYTES + headerLength > bytes.length) {
    return fail(
      'bad_header_length',
      `The header length (${headerLength}) must be 1 to ${maxHeaderBytes} bytes and fit inside the frame (${bytes.length} bytes).`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(PREFIX_BYTES, PREFIX_BYTES + headerLength)));
  } catch {
    return fail('bad_header', 'The frame header is not JSON.');
  }
  const parsed = liveFrameHeaderSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail('bad_header', `The frame header is invalid: ${issue?.path.join('.') || 'header'} ${issue?.message ?? ''}`.trim());
  }
  const jpeg = bytes.subarray(PREFIX_BYTES + headerLength);
  if (jpeg.length < JPEG_MAGIC.length || JPEG_MAGIC.some((byte, i) => jpeg[i] !== byte)) {
    return fail('not_jpeg', 'The frame image is not a JPEG.', parsed.data.frameId);
  }
  return { ok: true, header: parsed.data, jpeg };
}
