import { TIPS_POSTS_PER_MAIL, tipsCron, scheduleFromCron, type TipsSchedule } from '../../../shared/tips';
import type { AppContext } from '../../context';
import { publishedPosts } from '../blog/store';
import { tipsMail } from './mails';
import * as store from './store';

/** The tips list's rules (decision 2711). */

/** The pg-boss job of one tips round; the admin's schedule sends it, and so does "send now". */
export const TIPS_ROUND_JOB = 'tips.round';

type Deps = Pick<AppContext, 'db' | 'config' | 'mail'>;

/**
 * One round: every confirmed address still on the list gets the newest posts it has not had (at
 * most TIPS_POSTS_PER_MAIL); an address with nothing new gets nothing. Each address is marked as
 * it is mailed, so a round retried after a failure does not mail anyone twice for the same posts.
 */
export async function sendTipsRound(deps: Deps, now = new Date()): Promise<number> {
  const posts = await publishedPosts(deps.db, now);
  let sent = 0;
  for (const recipient of await store.tipsRecipients(deps.db)) {
    const unseen = posts.filter((post) => !recipient.tipsSentThrough || post.publishedAt! > recipient.tipsSentThrough).slice(0, TIPS_POSTS_PER_MAIL);
    // An unsubscribe that arrived while this round was under way is honoured.
    if (unseen.length === 0 || !(await store.stillSubscribed(deps.db, recipient.id))) continue;
    await deps.mail.send(tipsMail(deps.config, recipient.email, recipient.token, unseen));
    await store.markTipsSent(deps.db, recipient.id, unseen[0]!.publishedAt!);
    sent += 1;
  }
  return sent;
}

export async function tipsSchedule(deps: Pick<AppContext, 'jobs'>): Promise<TipsSchedule> {
  return scheduleFromCron(await deps.jobs.scheduleOf(TIPS_ROUND_JOB));
}

export async function setTipsSchedule(deps: Pick<AppContext, 'jobs'>, schedule: TipsSchedule): Promise<TipsSchedule> {
  await deps.jobs.schedule(TIPS_ROUND_JOB, tipsCron(schedule));
  return tipsSchedule(deps);
}

export async function queueTipsRound(deps: Pick<AppContext, 'jobs'>): Promise<void> {
  await deps.jobs.send(TIPS_ROUND_JOB, {});
}

export const confirmTips = (deps: Pick<AppContext, 'db'>, token: string) => store.confirmByToken(deps.db, token);
export const knownTipsLink = (deps: Pick<AppContext, 'db'>, token: string) => store.tokenExists(deps.db, token);
export const unsubscribeTips = (deps: Pick<AppContext, 'db'>, token: string) => store.unsubscribeByToken(deps.db, token);
