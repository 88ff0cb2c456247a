import type { ApiClient } from './client';
import { openSocket, type OpenedSocket } from './socket-client';

/** A member's /ws socket for chat tests: send `{ type, data }`, wait for what matches. */
export interface ChatSocket extends OpenedSocket {
  sendMessage(type: string, data: unknown): void;
  /** The first message received (ever, on this socket) that matches; waits up to 5 s. */
  waitFor(type: string, match?: (data: any) => boolean): Promise<any>;
}

export async function openChatSocket(baseUrl: string, api: ApiClient): Promise<ChatSocket> {
  const opened = openSocket(baseUrl, { api });
  await opened.next('connection_established');
  return {
    ...opened,
    sendMessage: (type, data) => opened.socket.send(JSON.stringify({ type, data })),
    async waitFor(type, match = () => true) {
      for (let i = 0; i < 100; i += 1) {
        const found = opened.messages.find((message) => message.type === type && match(message.data));
        if (found) return found.data;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no matching ${type}; got ${JSON.stringify(opened.messages).slice(0, 2000)}`);
    },
  };
}

/** Joins a room and waits for the server's answer. */
export async function joinRoom(socket: ChatSocket, roomId: string): Promise<number> {
  const before = socket.messages.length;
  socket.sendMessage('join_room', { roomId });
  for (let i = 0; i < 100; i += 1) {
    const answer = socket.messages.slice(before).find((message) => message.type === 'room_joined' || message.type === 'error');
    if (answer?.type === 'room_joined') return answer.data.memberCount as number;
    if (answer) throw new Error(`join_room refused: ${JSON.stringify(answer.data)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no answer to join_room');
}

/** The error answered to the socket's next refused message after `before` messages. */
export async function nextError(socket: ChatSocket, before: number): Promise<{ code: string; message: string; replyTo: string | null; retryAfter?: number }> {
  for (let i = 0; i < 100; i += 1) {
    const answer = socket.messages.slice(before).find((message) => message.type === 'error');
    if (answer) return answer.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no error message; got ${JSON.stringify(socket.messages.slice(before))}`);
}
