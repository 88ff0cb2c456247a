import { describe, expect, it } from 'vitest';
import { parseServerSocketMessage } from './socketMessages';

const progress = { id: 'a1', status: 'processing', stage: 'pose', fraction: 0.5, error: null };

describe('parseServerSocketMessage', () => {
  it('reads each message of the union', () => {
    expect(parseServerSocketMessage(JSON.stringify({ type: 'analysis_progress', data: progress }))).toEqual({ type: 'analysis_progress', data: progress });
    expect(parseServerSocketMessage('{"type":"connection_established","data":{"userId":"u1"}}')).toEqual({
      type: 'connection_established',
      data: { userId: 'u1' },
    });
  });

  it('refuses an unknown type, a known type with the wrong data, and text that is not JSON', () => {
    expect(parseServerSocketMessage(JSON.stringify({ type: 'coaching_feedback', data: progress }))).toBeNull();
    expect(parseServerSocketMessage(JSON.stringify({ type: 'analysis_progress', data: { stage: 'pose' } }))).toBeNull();
    expect(parseServerSocketMessage('analysis_progress')).toBeNull();
  });
});
