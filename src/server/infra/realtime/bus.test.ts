import { describe, expect, it } from 'vitest';
import { decodeEnvelope } from './bus';

const quietLog = { info: () => undefined, warn: () => undefined };

describe('decodeEnvelope', () => {
  it('passes on a socket message of the shared union and the end of a session', () => {
    const message = { type: 'connection_established', data: { userId: 'u1' } };
    expect(decodeEnvelope(JSON.stringify({ userId: 'u1', message }), quietLog)).toEqual({ userId: 'u1', message });
    expect(decodeEnvelope(JSON.stringify({ userId: 'u1', endSession: null }), quietLog)).toEqual({ userId: 'u1', endSession: null });
  });

  it('drops a message another process published outside the union', () => {
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (_obj: object, msg: string) => void warnings.push(msg) };
    expect(decodeEnvelope(JSON.stringify({ userId: 'u1', message: { type: 'analysis_progress', data: { stage: 'pose' } } }), log)).toBeUndefined();
    expect(warnings).toEqual(['realtime: dropped a malformed bus message']);
  });
});
