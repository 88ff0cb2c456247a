import { DECODE_MAX_SIDE, type RgbImage } from '../image';
import { I420AreaScaler, i420ScaledSize } from './i420AreaScale';
import { rgbFromI420, type PlaneLayout, type YuvColour } from './i420ToRgb';

/** Whether frames of this upright size are shrunk before posing (longest side over DECODE_MAX_SIDE). */
export function shrinksFrames(width: number, height: number): boolean {
  return Math.max(width, height) > DECODE_MAX_SIDE;
}

/**
 * Turns decoded 4:2:0 frames of one clip into the RGB frames the pose tracker sees, the same way on
 * the server and on the device (decision 1609): frames over DECODE_MAX_SIDE are first shrunk plane by
 * plane with our integer area average, then converted with libswscale's arithmetic at the small size.
 * The scaler's weights are made once for the clip's size.
 */
export class I420FrameMaker {
  readonly width: number;
  readonly height: number;
  private readonly scaler: I420AreaScaler | null;

  constructor(
    fromWidth: number,
    fromHeight: number,
    private readonly colour: YuvColour,
  ) {
    if (shrinksFrames(fromWidth, fromHeight)) {
      const size = i420ScaledSize(fromWidth, fromHeight, DECODE_MAX_SIDE);
      this.scaler = new I420AreaScaler(fromWidth, fromHeight, size.width, size.height);
      ({ width: this.width, height: this.height } = size);
    } else {
      this.scaler = null;
      this.width = fromWidth;
      this.height = fromHeight;
    }
  }

  rgb(data: Uint8Array, layout: readonly PlaneLayout[]): RgbImage {
    if (!this.scaler) return rgbFromI420(data, layout, this.width, this.height, this.colour);
    return rgbFromI420(this.scaler.scale(data, layout), this.scaler.layout, this.width, this.height, this.colour);
  }
}

/** Where the planes of a tightly packed 4:2:0 frame lie (ffmpeg's rawvideo yuv420p: chroma rows of half the width, rounded up). */
export function packedI420Layout(width: number, height: number): PlaneLayout[] {
  const chromaWidth = (width + 1) >> 1;
  const chromaBytes = chromaWidth * ((height + 1) >> 1);
  return [
    { offset: 0, stride: width },
    { offset: width * height, stride: chromaWidth },
    { offset: width * height + chromaBytes, stride: chromaWidth },
  ];
}
