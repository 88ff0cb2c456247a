import { parentPort, workerData } from 'node:worker_threads';
import { I420FrameMaker, packedI420Layout } from '../yuv/i420Frames';
import type { FrameShrinkerSetup } from './frameShrinker';

// A worker thread of FrameShrinker: each message is one packed 4:2:0 frame of the clip; the answer
// is its RGB and the planes handed back, both transferred, so nothing is copied between threads.
// A frame that fails throws here: the worker's 'error' event reaches the clip on the main thread.
const { width: clipWidth, height: clipHeight, colour, halvedByDecoder } = workerData as FrameShrinkerSetup;
const maker = new I420FrameMaker(clipWidth, clipHeight, colour, halvedByDecoder);
const { inputWidth: width, inputHeight: height } = maker;
const layout = packedI420Layout(width, height);
const frameBytes = layout[2]!.offset + layout[2]!.stride * ((height + 1) >> 1);

parentPort!.on('message', (planes: Uint8Array<ArrayBuffer>) => {
  // The scaler reads a short frame's missing bytes as black without a word: refuse it instead.
  if (planes.byteLength !== frameBytes) throw new RangeError(`a ${width}×${height} 4:2:0 frame has ${frameBytes} bytes, not ${planes.byteLength}`);
  // A new RGB buffer a frame: the tracker keeps frames (a gap's worth) after this one is sent.
  const rgb = maker.rgb(planes, layout).data as Uint8Array<ArrayBuffer>;
  parentPort!.postMessage({ rgb, planes }, [rgb.buffer, planes.buffer]);
});
