import type { AppContext } from '../../context';
import { mailMessageSchema, type MailMessage } from '../../infra/mail/types';

/** Club mails (invitations, coach notes) go out from a worker: a slow relay never delays the request, and pg-boss retries. */
export const CLUB_MAIL_JOB = 'clubs.mail';

export function enqueueClubMail(ctx: Pick<AppContext, 'jobs'>, message: MailMessage): Promise<string> {
  return ctx.jobs.send(CLUB_MAIL_JOB, message);
}

export async function registerClubWorkers(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<unknown>(CLUB_MAIL_JOB, async (job) => {
    await ctx.mail.send(mailMessageSchema.parse(job.data));
  });
}
