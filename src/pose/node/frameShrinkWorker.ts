import { parentPort, workerData } from 'node:worker_threads';
import { I420FrameMaker, packedI420Layout } from '../yuv/i420Frames';
import type { FrameShrinkerSetup, ShrinkRequest } from './frameShrinker';

// A worker thread of FrameShrinker: each message is one packed 4:2:0 frame of the clip and what is
// wanted of it; the answer is its RGB or its motion luminance, and the planes handed back, all
// transferred, so nothing is copied between threads. Requests wait in a queue of their own, so that
// one for RGB, which the model waits for, is answered before the frames queued to be measured.
// A frame that fails throws here: the worker's 'error' event reaches the clip on the main thread.
const { width: clipWidth, height: clipHeight, colour, halvedByDecoder } = workerData as FrameShrinkerSetup;
const maker = new I420FrameMaker(clipWidth, clipHeight, colour, halvedByDecoder);
const { inputWidth: width, inputHeight: height } = maker;
const layout = packedI420Layout(width, height);
const frameBytes = layout[2]!.offset + layout[2]!.stride * ((height + 1) >> 1);

type Request = ShrinkRequest & { planes: Uint8Array<ArrayBuffer> };
const queue: Request[] = [];
let scheduled = false;

parentPort!.on('message', (request: Request) => {
  queue.push(request);
  scheduleNext();
});

/** One request a turn of the event loop: messages that came meanwhile are queued before the next is chosen. */
function scheduleNext(): void {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    const rgbWanted = queue.findIndex((request) => request.want === 'rgb');
    answer(queue.splice(Math.max(rgbWanted, 0), 1)[0]!);
    scheduleNext();
  });
}

function answer({ id, planes, want }: Request): void {
  // The scaler reads a short frame's missing bytes as black without a word: refuse it instead.
  if (planes.byteLength !== frameBytes) throw new RangeError(`a ${width}×${height} 4:2:0 frame has ${frameBytes} bytes, not ${planes.byteLength}`);
  if (want === 'motion') {
    // A new buffer a frame: the motion meter keeps it while later frames are compared with it.
    const luma = maker.motionLuma(planes, layout) as Float32Array<ArrayBuffer>;
    parentPort!.postMessage({ id, luma, planes }, [luma.buffer, planes.buffer]);
    return;
  }
  // A new RGB buffer a frame: the model's picture is the main thread's to keep.
  const rgb = maker.rgb(planes, layout).data as Uint8Array<ArrayBuffer>;
  parentPort!.postMessage({ id, rgb, planes }, [rgb.buffer, planes.buffer]);
}
