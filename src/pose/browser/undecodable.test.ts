import { describe, expect, it } from 'vitest';
import { UndecodableVideoError } from './deviceAnalysisErrors';
import { undecodableVideo } from './undecodable';

describe('undecodableVideo', () => {
  it('names the iPhone format for HDR HEVC', () => {
    const error = undecodableVideo('hevc', true);
    expect(error).toBeInstanceOf(UndecodableVideoError);
    expect(error.message).toContain('HDR video in HEVC, the format iPhones record');
  });

  it('names HEVC without HDR, and keeps the general words for other formats', () => {
    expect(undecodableVideo('hevc', false).message).toContain('HEVC video, a format many phones record');
    expect(undecodableVideo('mpeg4', false).message).toBe('This browser cannot decode this video’s format on the device.');
    expect(undecodableVideo(null, false).message).toBe('This browser cannot decode this video’s format on the device.');
  });
});
