import { DECODE_MAX_SIDE } from '../image';
import { packedI420Layout, type PlaneLayout } from './i420ToRgb';
import type { I420Frame } from './i420Rotate';

/**
 * How many times a frame of this upright size is halved before it is shrunk the rest of the way
 * (issue 31): while halving keeps the longest side at DECODE_MAX_SIDE or more and both sides are
 * multiples of 4 (so the chroma planes halve exactly too). A 4K frame is halved twice, to 960×540,
 * a 1080p one once; a 720p one not at all.
 *
 * A halving is the 2×2 average rounded to the nearest level, (a + b + c + d + 2) >> 2, which is what
 * ffmpeg's area scaler gives for an exact half of such a frame, byte for byte (i420Halve.test.ts):
 * the server has ffmpeg halve in the decoding process, the page halves in JavaScript, and both get
 * the same planes (decision 1609's one scaler then does the rest).
 */
export function exactHalvings(width: number, height: number): number {
  let halvings = 0;
  while (Math.max(width, height) / 2 >= DECODE_MAX_SIDE && width % 4 === 0 && height % 4 === 0) {
    width /= 2;
    height /= 2;
    halvings += 1;
  }
  return halvings;
}

/** The 4:2:0 frame of even sides (chroma planes of even sides too) halved, in packed planes. */
export function halveI420(data: Uint8Array, layout: readonly PlaneLayout[], width: number, height: number): I420Frame {
  const half = { width: width / 2, height: height / 2 };
  const outLayout = packedI420Layout(half.width, half.height);
  const out = new Uint8Array(outLayout[2]!.offset + (outLayout[2]!.offset - outLayout[1]!.offset));
  for (let plane = 0; plane < 3; plane += 1) {
    const [w, h] = plane === 0 ? [half.width, half.height] : [half.width / 2, half.height / 2];
    halvePlane(data, layout[plane]!, out, outLayout[plane]!, w, h);
  }
  return { data: out, layout: outLayout, ...half };
}

/** One plane: each output byte the rounded mean of the 2×2 source bytes it covers. */
function halvePlane(src: Uint8Array, from: PlaneLayout, out: Uint8Array, to: PlaneLayout, width: number, height: number): void {
  for (let y = 0; y < height; y += 1) {
    let top = from.offset + 2 * y * from.stride;
    let bottom = top + from.stride;
    for (let o = to.offset + y * to.stride, x = 0; x < width; x += 1, o += 1, top += 2, bottom += 2) {
      out[o] = (src[top]! + src[top + 1]! + src[bottom]! + src[bottom + 1]! + 2) >> 2;
    }
  }
}
