import type { z } from 'zod';
import { USER_AGENT_MAX, type clubLeadBodySchema, type emailCaptureSchema, type feedbackBodySchema } from '../../../shared/leads';
import type { AppContext } from '../../context';
import { enqueueLeadsMail } from './jobs';
import { tipsConfirmationMail } from '../tips/mails';
import { clubLeadConfirmationMail } from './mails';
import { insertClubLead, insertFeedback, upsertEmailCapture } from './store';

/** The rules of the landing page's public forms (spec §3, §5); bodies arrive validated. */

type Deps = Pick<AppContext, 'db' | 'jobs'>;

/** A new address gets the tips list's confirmation mail (double opt-in, decision 2711); a repeat gets nothing. */
export async function captureEmail(deps: Deps & Pick<AppContext, 'config'>, body: z.output<typeof emailCaptureSchema>): Promise<void> {
  const token = await upsertEmailCapture(deps.db, body);
  if (token) await enqueueLeadsMail(deps, tipsConfirmationMail(deps.config, body.email, token));
}

export async function submitClubLead(deps: Deps, body: z.output<typeof clubLeadBodySchema>): Promise<void> {
  await insertClubLead(deps.db, body);
  await enqueueLeadsMail(deps, clubLeadConfirmationMail(body.email, body));
}

/** The browser reports its user agent in the body (spec §3); without one, the request's header is the same fact. */
export async function submitFeedback(deps: Deps, body: z.output<typeof feedbackBodySchema>, headerUserAgent: string | undefined): Promise<void> {
  await insertFeedback(deps.db, { ...body, userAgent: body.userAgent ?? headerUserAgent?.slice(0, USER_AGENT_MAX) ?? null });
}
