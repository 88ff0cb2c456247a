import { useQuery } from '@tanstack/react-query';
import {
  chatRoomListSchema,
  conversationListSchema,
  directMessagePageSchema,
  roomMessagePageSchema,
  type DirectMessagePage,
  type ReadPosition,
  type RoomMessagePage,
} from '../../../shared/chat';
import { API_ROUTES, pathTo, withQuery } from '../../../shared/routes';
import { apiJson, apiRequest } from '../../lib/api';

export const ROOMS_KEY = [API_ROUTES.chatRooms] as const;
export const CONVERSATIONS_KEY = [API_ROUTES.chatConversations] as const;

/** Rooms with their unread counts; refreshed by the page on every chat event (spec §7). */
export function useRooms() {
  return useQuery({ queryKey: ROOMS_KEY, queryFn: async () => chatRoomListSchema.parse(await apiJson('GET', API_ROUTES.chatRooms)), refetchOnMount: 'always' });
}

export function useConversations() {
  return useQuery({
    queryKey: CONVERSATIONS_KEY,
    queryFn: async () => conversationListSchema.parse(await apiJson('GET', API_ROUTES.chatConversations)),
    refetchOnMount: 'always',
  });
}

type Cursor = { before?: number; after?: number };

function query(cursor: Cursor): Record<string, string> {
  const values: Record<string, string> = {};
  if (cursor.before !== undefined) values.before = String(cursor.before);
  if (cursor.after !== undefined) values.after = String(cursor.after);
  return values;
}

export async function fetchRoomMessages(roomId: string, cursor: Cursor = {}): Promise<RoomMessagePage> {
  return roomMessagePageSchema.parse(await apiJson('GET', withQuery(pathTo(API_ROUTES.chatRoomMessages, { roomId }), query(cursor))));
}

export async function fetchDirectMessages(peerId: string, cursor: Cursor = {}): Promise<DirectMessagePage> {
  return directMessagePageSchema.parse(await apiJson('GET', withQuery(pathTo(API_ROUTES.chatDirectMessagesWith, { peerId }), query(cursor))));
}

export async function saveReadPosition(position: ReadPosition): Promise<void> {
  await apiRequest('PUT', API_ROUTES.chatReadPositions, position);
}

export async function deleteRoomMessage(roomId: string, messageId: number): Promise<void> {
  await apiRequest('DELETE', pathTo(API_ROUTES.chatRoomMessage, { roomId, messageId: String(messageId) }));
}

export async function deleteDirectMessage(peerId: string, messageId: number): Promise<void> {
  await apiRequest('DELETE', pathTo(API_ROUTES.chatDirectMessage, { peerId, messageId: String(messageId) }));
}

export async function muteMember(memberId: string, minutes: number): Promise<void> {
  await apiRequest('PUT', pathTo(API_ROUTES.chatMute, { memberId }), { minutes });
}
