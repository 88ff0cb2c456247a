import { displayName, type ChatRoom, type ChatUser } from '../../../shared/chat';
import { FoundingMemberBadge } from '../../components/FoundingMemberBadge';
import { Tabs } from '../../components/ui/Tabs';
import { cn } from '../../lib/cn';
import { useConversations, useRooms } from './api';
import type { Selection } from './messages';

export type PanelTab = 'rooms' | 'dms';

const TABS = [
  { key: 'rooms', label: 'Rooms' },
  { key: 'dms', label: 'DMs' },
] as const;

function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="ml-auto shrink-0 rounded-full bg-gold-500 px-2 py-0.5 text-xs font-bold text-fairway-900" aria-label={`${count} unread`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

interface ConversationPanelProps {
  tab: PanelTab;
  onTabChange(tab: PanelTab): void;
  selection: Selection;
  onSelectRoom(room: ChatRoom): void;
  onSelectMember(user: ChatUser): void;
}

/** The two-tab side panel (spec §2): rooms with their description, DMs with the last message. */
export function ConversationPanel({ tab, onTabChange, selection, onSelectRoom, onSelectMember }: ConversationPanelProps) {
  const rooms = useRooms();
  const conversations = useConversations();
  const item = (selected: boolean) =>
    cn('flex w-full items-start gap-2 rounded-lg px-3 py-2 text-left transition-colors', selected ? 'bg-fairway-800 text-cream' : 'hover:bg-fairway-50');

  return (
    <Tabs tabs={TABS} active={tab} onChange={onTabChange} label="Conversations" className="flex min-h-0 flex-col">
      <ul className="mt-2 min-h-0 flex-1 space-y-1 overflow-y-auto">
        {tab === 'rooms' &&
          (rooms.data ?? []).map((room) => (
            <li key={room.id}>
              <button type="button" className={item(selection?.kind === 'room' && selection.room.id === room.id)} onClick={() => onSelectRoom(room)}>
                <span className="min-w-0">
                  <span className="block font-semibold">{room.name}</span>
                  {room.description && <span className="block text-xs opacity-75">{room.description}</span>}
                </span>
                <UnreadBadge count={room.unreadCount} />
              </button>
            </li>
          ))}
        {tab === 'dms' && conversations.data?.length === 0 && (
          <li className="px-3 py-2 text-sm text-ink/70">No direct messages yet. Click a member’s name in a room to write to them.</li>
        )}
        {tab === 'dms' &&
          (conversations.data ?? []).map((conversation) => (
            <li key={conversation.user.id}>
              <button
                type="button"
                className={item(selection?.kind === 'dm' && selection.user.id === conversation.user.id)}
                onClick={() => onSelectMember(conversation.user)}
              >
                <span className="min-w-0">
                  <span className="block font-semibold">
                    {displayName(conversation.user)}
                    {conversation.user.foundingMember && <FoundingMemberBadge className="ml-2 px-2 py-0 text-[0.7rem]" />}
                  </span>
                  <span className="block truncate text-xs opacity-75">{conversation.lastMessage.content}</span>
                </span>
                <UnreadBadge count={conversation.unreadCount} />
              </button>
            </li>
          ))}
      </ul>
    </Tabs>
  );
}
