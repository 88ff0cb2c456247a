import type { ChatUser } from '../../../shared/chat';
import type { AppContext } from '../../context';
import { foundingMembersAmong } from '../billing/membership';
import type { ChatUserRow } from './store';

/**
 * Puts the founding member badge on the members a page of the chat names (decision 2710): one
 * reading of their plans for the whole page, through billing's membership rules.
 */
export async function badgesFor(ctx: Pick<AppContext, 'db' | 'config'>, users: ChatUserRow[]): Promise<(user: ChatUserRow) => ChatUser> {
  const founding = await foundingMembersAmong(
    ctx.db,
    users.map((user) => user.id),
    ctx.config.billing.graceDays,
  );
  return (user) => ({ ...user, foundingMember: founding.has(user.id) });
}
