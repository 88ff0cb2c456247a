import { describe, expect, it } from 'vitest';
import { parseClientSocketMessage, parseServerSocketMessage } from './socketMessages';

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

describe('parseClientSocketMessage', () => {
  const roomId = '6f1c1d1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';

  it('reads the chat messages, trimming the content', () => {
    expect(parseClientSocketMessage(JSON.stringify({ type: 'chat_message', data: { roomId, content: '  hi  ' } }))).toEqual({
      ok: true,
      message: { type: 'chat_message', data: { roomId, content: 'hi' } },
    });
    expect(parseClientSocketMessage(JSON.stringify({ type: 'join_room', data: { roomId: roomId.toUpperCase() } }))).toEqual({
      ok: true,
      message: { type: 'join_room', data: { roomId } },
    });
  });

  it('says what is wrong with a message it refuses', () => {
    expect(parseClientSocketMessage('{oops')).toEqual({ ok: false, replyTo: null, error: 'Messages must be JSON: {"type": …, "data": …}.' });
    expect(parseClientSocketMessage(JSON.stringify({ type: 'shout', data: {} }))).toEqual({
      ok: false,
      replyTo: 'shout',
      error: 'Unknown message type. Send one of: join_room, chat_message, direct_message, pose_data.',
    });
    expect(parseClientSocketMessage(JSON.stringify({ type: 'direct_message', data: { recipientId: roomId } }))).toEqual({
      ok: false,
      replyTo: 'direct_message',
      error: 'data.content is required.',
    });
    expect(parseClientSocketMessage(JSON.stringify({ type: 'chat_message', data: { roomId, content: 'x'.repeat(2001) } }))).toMatchObject({
      error: 'The message is too long: at most 2000 characters.',
    });
  });
});
