import type { ApiClient } from './client';
import { openSocket, type OpenedSocket } from './socket-client';

/** A member's /ws socket for chat tests: send `{ type, data }`, wait for what matches. */
export interface ChatSocket extends OpenedSocket {
  sendMessage(type: string, data: unknown): void;
  /** The first message received (ever, on this socket) that matches, as it arrives. */
  waitFor(type: string, match?: (data: any) => boolean): Promise<any>;
}

export async function openChatSocket(baseUrl: string, api: ApiClient): Promise<ChatSocket> {
  const opened = openSocket(baseUrl, { api });
  await opened.next('connection_established');
  return {
    ...opened,
    sendMessage: (type, data) => opened.socket.send(JSON.stringify({ type, data })),
    async waitFor(type, match = () => true) {
      return (await opened.until((message) => message.type === type && match(message.data))).data;
    },
  };
}

/** Joins a room and waits for the server's answer. */
export async function joinRoom(socket: ChatSocket, roomId: string): Promise<number> {
  const before = socket.messages.length;
  socket.sendMessage('join_room', { roomId });
  const answer = await socket.until((message) => message.type === 'room_joined' || message.type === 'error', before);
  if (answer.type === 'error') throw new Error(`join_room refused: ${JSON.stringify(answer.data)}`);
  return answer.data.memberCount as number;
}

/** The error answered to the socket's next refused message after `before` messages. */
export async function nextError(socket: ChatSocket, before: number): Promise<{ code: string; message: string; replyTo: string | null; retryAfter?: number }> {
  return (await socket.until((message) => message.type === 'error', before)).data;
}
