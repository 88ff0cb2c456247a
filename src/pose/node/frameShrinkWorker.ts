import { parentPort, workerData } from 'node:worker_threads';
import { I420FrameMaker, packedI420Layout } from '../yuv/i420Frames';
import type { FrameShrinkerSetup, MeasureRequest } from './frameShrinker';

// A worker thread of FrameShrinker: each message is one packed 4:2:0 frame of the clip; the answer
// is its motion luminance and the planes handed back, all transferred, so nothing is copied between
// threads. Frames are answered in the order they came. A frame that fails throws here: the worker's
// 'error' event reaches the clip on the main thread.
const { width: clipWidth, height: clipHeight, colour, halvedByDecoder } = workerData as FrameShrinkerSetup;
const maker = new I420FrameMaker(clipWidth, clipHeight, colour, halvedByDecoder);
const { inputWidth: width, inputHeight: height } = maker;
const layout = packedI420Layout(width, height);
const frameBytes = layout[2]!.offset + layout[2]!.stride * ((height + 1) >> 1);

parentPort!.on('message', ({ id, planes }: MeasureRequest & { planes: Uint8Array<ArrayBuffer> }) => {
  // The scaler reads a short frame's missing bytes as black without a word: refuse it instead.
  if (planes.byteLength !== frameBytes) throw new RangeError(`a ${width}×${height} 4:2:0 frame has ${frameBytes} bytes, not ${planes.byteLength}`);
  // A new buffer a frame: the motion meter keeps it while later frames are compared with it.
  const luma = maker.motionLuma(planes, layout) as Float32Array<ArrayBuffer>;
  parentPort!.postMessage({ id, luma, planes }, [luma.buffer, planes.buffer]);
});
