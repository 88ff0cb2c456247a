import { packedI420Layout } from './i420Frames';
import type { PlaneLayout } from './i420ToRgb';

/** A 4:2:0 frame in tightly packed planes (`packedI420Layout`). */
export interface I420Frame {
  data: Uint8Array;
  layout: PlaneLayout[];
  width: number;
  height: number;
}

/**
 * Turns a 4:2:0 frame clockwise by 90, 180 or 270 degrees, as ffmpeg's autorotate does before the
 * server converts or shrinks a phone clip (transpose=clock, hflip+vflip, transpose=cclock): each
 * plane is turned on its own size, chroma too, so only samples move and the server's planes come out
 * (decision 1609). Reads each plane through its offset and stride; writes packed planes. Samples are
 * bytes, or with `sampleBytes` 2 little-endian words (10-bit HDR, turned before its tone map as
 * ffmpeg does; offsets and strides stay in bytes, as WebCodecs gives them).
 */
export function rotateI420(
  data: Uint8Array,
  layout: readonly PlaneLayout[],
  width: number,
  height: number,
  clockwise: 90 | 180 | 270,
  sampleBytes: 1 | 2 = 1,
): I420Frame {
  const turned = clockwise === 180 ? { width, height } : { width: height, height: width };
  const outLayout = packedI420Layout(turned.width, turned.height);
  const samples = outLayout[2]!.offset + (outLayout[2]!.offset - outLayout[1]!.offset);
  const view = (bytes: Uint8Array): Uint8Array | Uint16Array =>
    sampleBytes === 1 ? bytes : new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 1);
  const inSamples = (plane: PlaneLayout): PlaneLayout => ({ offset: plane.offset / sampleBytes, stride: plane.stride / sampleBytes });
  const out = new Uint8Array(samples * sampleBytes);
  const src = view(data.byteOffset % 2 === 0 ? data : data.slice());
  const dst = view(out);
  const chroma = { width: (width + 1) >> 1, height: (height + 1) >> 1 };
  for (let plane = 0; plane < 3; plane += 1) {
    const size = plane === 0 ? { width, height } : chroma;
    rotatePlane(src, inSamples(layout[plane]!), size.width, size.height, dst, outLayout[plane]!, clockwise);
  }
  const outBytes = outLayout.map(({ offset, stride }) => ({ offset: offset * sampleBytes, stride: stride * sampleBytes }));
  return { data: out, layout: outBytes, ...turned };
}

/** One plane of `width` × `height` turned clockwise into `out`, whose rows are the turned width long (in samples). */
function rotatePlane(
  src: Uint8Array | Uint16Array,
  from: PlaneLayout,
  width: number,
  height: number,
  out: Uint8Array | Uint16Array,
  to: PlaneLayout,
  clockwise: 90 | 180 | 270,
): void {
  for (let y = 0; y < height; y += 1) {
    let s = from.offset + y * from.stride;
    if (clockwise === 180) {
      // Source row y becomes output row height-1-y, read backwards.
      for (let o = to.offset + (height - 1 - y) * to.stride + width - 1, x = 0; x < width; x += 1, o -= 1, s += 1) out[o] = src[s]!;
    } else if (clockwise === 90) {
      // Source row y becomes output column height-1-y, top to bottom.
      for (let o = to.offset + (height - 1 - y), x = 0; x < width; x += 1, o += to.stride, s += 1) out[o] = src[s]!;
    } else {
      // Source row y becomes output column y, bottom to top.
      for (let o = to.offset + (width - 1) * to.stride + y, x = 0; x < width; x += 1, o -= to.stride, s += 1) out[o] = src[s]!;
    }
  }
}
