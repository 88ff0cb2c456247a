import type { AppContext } from '../../context';
import { mailMessageSchema, type MailMessage } from '../../infra/mail/types';

/**
 * Confirmation mails are sent by a worker, not in the request: a slow or failing SMTP relay
 * neither delays the visitor's answer nor loses the mail (pg-boss retries).
 */
export const LEADS_MAIL_JOB = 'leads.confirmation-mail';

export function enqueueLeadsMail(ctx: Pick<AppContext, 'jobs'>, message: MailMessage): Promise<string> {
  return ctx.jobs.send(LEADS_MAIL_JOB, message);
}

export async function registerLeadsWorkers(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<unknown>(LEADS_MAIL_JOB, async (job) => {
    await ctx.mail.send(mailMessageSchema.parse(job.data));
  });
}
