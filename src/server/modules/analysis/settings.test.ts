import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('analysis settings', () => {
  it('default to refusing private video links, with time limits, and the limits of decisions 1502, 1507, 1508 and 1510', () => {
    const { analysis } = loadConfig({});
    expect(analysis).toEqual({
      allowPrivateVideoUrls: false,
      videoUrlConnectTimeoutMs: 10_000,
      videoUrlTimeoutMs: 120_000,
      waitTimeoutMs: 180_000,
      memberLimit: 10,
      concurrency: 2,
      syncInFlight: 16,
      answerCacheBytes: 64 * 1024 * 1024,
    });
  });

  it('allow private links only outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test', ALLOW_PRIVATE_VIDEO_URLS: 'true' }).analysis.allowPrivateVideoUrls).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_PRIVATE_VIDEO_URLS: 'true' }).analysis.allowPrivateVideoUrls).toBe(false);
  });
});
