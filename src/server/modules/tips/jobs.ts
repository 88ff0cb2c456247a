import type { AppContext } from '../../context';
import { sendTipsRound, TIPS_ROUND_JOB } from './service';

export async function registerTipsWorkers(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(TIPS_ROUND_JOB, async () => {
    const sent = await sendTipsRound(ctx);
    ctx.log.info({ sent }, 'tips: round sent');
  });
}
