import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeWithFfmpeg, tempDir } from '../../media/testMedia';
import { packedI420Layout } from './i420Frames';
import { rotateI420 } from './i420Rotate';

/** The filters ffmpeg's autorotate inserts for a clockwise display rotation (fftools). */
const AUTOROTATE = { 90: 'transpose=clock', 180: 'hflip,vflip', 270: 'transpose=cclock' } as const;

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

/** A packed frame whose every byte differs from its neighbours, so any misplaced byte shows. */
function numberedFrame(width: number, height: number): Uint8Array {
  const layout = packedI420Layout(width, height);
  const size = layout[2]!.offset + (layout[2]!.offset - layout[1]!.offset);
  return Uint8Array.from({ length: size }, (_, i) => (i * 7 + 3) % 251);
}

/** What the server's ffmpeg makes of the same planes. */
async function ffmpegTurned(frame: Uint8Array, width: number, height: number, clockwise: 90 | 180 | 270, pixelFormat = 'yuv420p'): Promise<Uint8Array> {
  const name = `${width}x${height}-${clockwise}-${pixelFormat}`;
  await writeFile(join(dir, `${name}.yuv`), frame);
  // prettier-ignore
  await makeWithFfmpeg(join(dir, `${name}.out.yuv`), [
    '-f', 'rawvideo', '-pix_fmt', pixelFormat, '-s', `${width}x${height}`, '-i', join(dir, `${name}.yuv`),
    '-vf', AUTOROTATE[clockwise], '-f', 'rawvideo', '-pix_fmt', pixelFormat,
  ]);
  return new Uint8Array(await readFile(join(dir, `${name}.out.yuv`)));
}

describe('rotateI420', () => {
  const sizes = [
    [6, 4],
    [5, 3],
    [7, 10],
  ] as const;
  const angles = [90, 180, 270] as const;
  it.each(sizes.flatMap(([width, height]) => angles.map((angle) => [width, height, angle] as const)))(
    'turns a %i×%i frame %i° clockwise into ffmpeg’s autorotated planes byte for byte',
    async (width, height, clockwise) => {
      const frame = numberedFrame(width, height);
      const turned = rotateI420(frame, packedI420Layout(width, height), width, height, clockwise);
      const quarter = clockwise !== 180;
      expect([turned.width, turned.height]).toEqual(quarter ? [height, width] : [width, height]);
      expect(turned.layout).toEqual(packedI420Layout(turned.width, turned.height));
      expect(Buffer.from(turned.data).equals(Buffer.from(await ffmpegTurned(frame, width, height, clockwise)))).toBe(true);
    },
  );

  it.each(angles)('turns a 10-bit 7×10 frame %i° clockwise into ffmpeg’s autorotated planes word for word', async (clockwise) => {
    const [width, height] = [7, 10];
    const layout = packedI420Layout(width, height);
    const samples = layout[2]!.offset + (layout[2]!.offset - layout[1]!.offset);
    // Every word differs from its neighbours and uses both bytes (10-bit values up to 1023).
    const frame = new Uint8Array(Uint16Array.from({ length: samples }, (_, i) => (i * 37 + 300) % 1021).buffer);
    const inBytes = layout.map(({ offset, stride }) => ({ offset: offset * 2, stride: stride * 2 }));
    const turned = rotateI420(frame, inBytes, width, height, clockwise, 2);
    expect(turned.layout).toEqual(packedI420Layout(turned.width, turned.height).map(({ offset, stride }) => ({ offset: offset * 2, stride: stride * 2 })));
    expect(Buffer.from(turned.data).equals(Buffer.from(await ffmpegTurned(frame, width, height, clockwise, 'yuv420p10le')))).toBe(true);
  });

  it('reads each plane through its own offset and stride, as WebCodecs lays them out', () => {
    const [width, height] = [5, 3];
    const packed = numberedFrame(width, height);
    const from = packedI420Layout(width, height);
    // Rows padded to 8 bytes, planes in the order V, Y, U with gaps between them.
    const strided = [
      { offset: 40, stride: 8 },
      { offset: 70, stride: 8 },
      { offset: 2, stride: 8 },
    ];
    const data = new Uint8Array(100).fill(255);
    const rows = [height, (height + 1) >> 1, (height + 1) >> 1];
    const widths = [width, (width + 1) >> 1, (width + 1) >> 1];
    for (let plane = 0; plane < 3; plane += 1) {
      for (let row = 0; row < rows[plane]!; row += 1) {
        const start = from[plane]!.offset + row * from[plane]!.stride;
        data.set(packed.subarray(start, start + widths[plane]!), strided[plane]!.offset + row * strided[plane]!.stride);
      }
    }
    for (const angle of [90, 180, 270] as const) {
      expect(rotateI420(data, strided, width, height, angle).data).toEqual(rotateI420(packed, from, width, height, angle).data);
    }
  });
});
