import { DECODE_MAX_SIDE, type RgbImage } from '../image';
import { I420AreaScaler, i420ScaledSize } from './i420AreaScale';
import { exactHalvings, halveI420 } from './i420Halve';
import { motionLumaFromI420, rgbFromI420, type PlaneLayout, type YuvColour } from './i420ToRgb';

export { packedI420Layout } from './i420ToRgb';

/** Whether frames of this upright size are shrunk before posing (longest side over DECODE_MAX_SIDE). */
export function shrinksFrames(width: number, height: number): boolean {
  return Math.max(width, height) > DECODE_MAX_SIDE;
}

/** The size of the RGB frames posed for a clip of this upright size (I420FrameMaker's). */
export function poseFrameSize(width: number, height: number): { width: number; height: number } {
  if (!shrinksFrames(width, height)) return { width, height };
  const halvings = exactHalvings(width, height);
  const halved = { width: width / 2 ** halvings, height: height / 2 ** halvings };
  return shrinksFrames(halved.width, halved.height) ? i420ScaledSize(halved.width, halved.height, DECODE_MAX_SIDE) : halved;
}

/**
 * Turns decoded 4:2:0 frames of one clip into the RGB frames the pose tracker sees, the same way on
 * the server and on the device (decision 1609): frames over DECODE_MAX_SIDE are first halved exactly
 * as often as they can be (exactHalvings: by ffmpeg on the server, `halvedByDecoder` times, the rest
 * here), then shrunk plane by plane with our integer area average, then converted with libswscale's
 * arithmetic at the small size. The scaler's weights are made once for the clip's size.
 */
export class I420FrameMaker {
  readonly width: number;
  readonly height: number;
  /** The size of the frames `rgb` is given: the upright frame halved by the decoder. */
  readonly inputWidth: number;
  readonly inputHeight: number;
  /** How many times `rgb` halves a frame itself before it shrinks it (the rest of exactHalvings were the decoder's). */
  readonly halvingsHere: number;
  private readonly scaler: I420AreaScaler | null;

  constructor(
    fromWidth: number,
    fromHeight: number,
    private readonly colour: YuvColour,
    halvedByDecoder = 0,
  ) {
    const halvings = shrinksFrames(fromWidth, fromHeight) ? exactHalvings(fromWidth, fromHeight) : 0;
    if (halvedByDecoder > halvings) throw new RangeError(`a ${fromWidth}×${fromHeight} frame is halved ${halvings} times, not ${halvedByDecoder}`);
    this.halvingsHere = halvings - halvedByDecoder;
    this.inputWidth = fromWidth / 2 ** halvedByDecoder;
    this.inputHeight = fromHeight / 2 ** halvedByDecoder;
    const halved = { width: fromWidth / 2 ** halvings, height: fromHeight / 2 ** halvings };
    ({ width: this.width, height: this.height } = poseFrameSize(fromWidth, fromHeight));
    this.scaler = shrinksFrames(halved.width, halved.height) ? new I420AreaScaler(halved.width, halved.height, this.width, this.height) : null;
  }

  rgb(data: Uint8Array, layout: readonly PlaneLayout[]): RgbImage {
    const frame = this.halved(data, layout);
    if (!this.scaler) return rgbFromI420(frame.data, frame.layout, this.width, this.height, this.colour);
    return rgbFromI420(this.scaler.scale(frame.data, frame.layout), this.scaler.layout, this.width, this.height, this.colour);
  }

  /**
   * The luminance motion reads (motion.ts's motionLuma) of the RGB `rgb` would make, equal to the
   * last bit, in about two fifths of `rgb`'s time (halving, where this maker halves, costs the same
   * either way): most frames are measured and never posed.
   */
  motionLuma(data: Uint8Array, layout: readonly PlaneLayout[]): Float32Array {
    const frame = this.halved(data, layout);
    if (!this.scaler) return motionLumaFromI420(frame.data, frame.layout, this.width, this.height, this.colour);
    return motionLumaFromI420(this.scaler.scaleForMotion(frame.data, frame.layout), this.scaler.layout, this.width, this.height, this.colour);
  }

  private halved(data: Uint8Array, layout: readonly PlaneLayout[]): { data: Uint8Array; layout: readonly PlaneLayout[] } {
    let frame = { data, layout, width: this.inputWidth, height: this.inputHeight };
    for (let i = 0; i < this.halvingsHere; i += 1) frame = halveI420(frame.data, frame.layout, frame.width, frame.height);
    return frame;
  }
}
