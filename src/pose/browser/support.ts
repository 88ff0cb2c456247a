import { UnsupportedBrowserError } from './deviceAnalysisErrors';

/** The parts of the browser's global scope that analysis on the device relies on. */
export interface BrowserAbilities {
  isSecureContext?: boolean;
  VideoDecoder?: unknown;
  WebAssembly?: unknown;
}

/**
 * Why this browser cannot analyse a video itself, or null when it can. The pipeline needs
 * WebCodecs (every frame decoded in order, decision 1606) and WebAssembly (the pose model).
 * It needs neither threads nor cross-origin isolation: the model runs on one thread, as on the
 * server (loadModel.ts), and falls back to plain wasm where SIMD is missing. Browsers offer
 * WebCodecs only on secure pages (https or localhost), so a plain-http address loses it.
 */
export function deviceAnalysisBlocker(abilities: BrowserAbilities = globalThis): UnsupportedBrowserError | null {
  if (typeof abilities.WebAssembly !== 'object' || abilities.WebAssembly === null) {
    return new UnsupportedBrowserError('This browser does not run WebAssembly, which the pose model needs.');
  }
  if (typeof abilities.VideoDecoder !== 'function') {
    return new UnsupportedBrowserError(
      abilities.isSecureContext === false
        ? 'This page is not on a secure (https) address, so the browser switches off the video decoding that analysis on this device needs.'
        : 'This browser cannot decode video for the page (WebCodecs; recent Chrome, Edge, Safari and Firefox can).',
    );
  }
  return null;
}
