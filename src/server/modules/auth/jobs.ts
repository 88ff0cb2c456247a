import { z } from 'zod';
import type { AppContext } from '../../context';
import { mailRegistration } from './registration';
import { requestPasswordReset } from './service';

/**
 * Reset mails are sent by a worker, not in the request. The request then does the same work
 * (one enqueue) whether or not the e-mail has an account, so its timing cannot tell them apart.
 * A slow or failing SMTP relay neither delays the answer nor loses the mail: pg-boss retries.
 */
export const PASSWORD_RESET_MAIL_JOB = 'auth.password-reset-mail';

const passwordResetMailJobSchema = z.object({ email: z.string(), appBaseUrl: z.url() });
export type PasswordResetMailJob = z.infer<typeof passwordResetMailJobSchema>;

export function enqueuePasswordResetMail(ctx: Pick<AppContext, 'jobs'>, job: PasswordResetMailJob): Promise<string> {
  return ctx.jobs.send(PASSWORD_RESET_MAIL_JOB, job);
}

/**
 * Register queues this job on every path; the worker decides whether it mails a confirmation link
 * or, for an address that already has an account, a warning to its owner (decision 0708).
 */
export const REGISTRATION_MAIL_JOB = 'auth.registration-mail';

// `next`: the plan page the link continues to (validated by the register body's schema).
const registrationMailJobSchema = z.object({ email: z.string(), appBaseUrl: z.url(), next: z.string().optional() });
export type RegistrationMailJob = z.infer<typeof registrationMailJobSchema>;

export function enqueueRegistrationMail(ctx: Pick<AppContext, 'jobs'>, job: RegistrationMailJob): Promise<string> {
  return ctx.jobs.send(REGISTRATION_MAIL_JOB, job);
}

export async function registerAuthWorkers(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<unknown>(PASSWORD_RESET_MAIL_JOB, async (job) => {
    const { email, appBaseUrl } = passwordResetMailJobSchema.parse(job.data);
    await requestPasswordReset(ctx, email, appBaseUrl);
  });
  await ctx.jobs.work<unknown>(REGISTRATION_MAIL_JOB, async (job) => {
    const { email, appBaseUrl, next } = registrationMailJobSchema.parse(job.data);
    await mailRegistration(ctx, email, appBaseUrl, next);
  });
}
