import { describe, expect, it } from 'vitest';
import { UnsupportedBrowserError } from './deviceAnalysisErrors';
import { deviceAnalysisBlocker } from './support';

class FakeDecoder {}

describe('deviceAnalysisBlocker', () => {
  it('lets a secure page with WebCodecs and WebAssembly analyse, with or without cross-origin isolation', () => {
    expect(deviceAnalysisBlocker({ isSecureContext: true, VideoDecoder: FakeDecoder, WebAssembly: {} })).toBeNull();
  });

  it('names the plain-http address when the browser withheld WebCodecs for it', () => {
    const blocker = deviceAnalysisBlocker({ isSecureContext: false, WebAssembly: {} });
    expect(blocker).toBeInstanceOf(UnsupportedBrowserError);
    expect(blocker?.message).toMatch(/not on a secure \(https\) address/);
  });

  it('names WebCodecs on a secure page of a browser without it', () => {
    expect(deviceAnalysisBlocker({ isSecureContext: true, WebAssembly: {} })?.message).toMatch(/cannot decode video/);
  });

  it('names WebAssembly when it is missing', () => {
    expect(deviceAnalysisBlocker({ isSecureContext: true, VideoDecoder: FakeDecoder })?.message).toMatch(/WebAssembly/);
  });
});
