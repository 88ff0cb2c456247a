import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { outboxMailer } from './outbox';
import { smtpMailer } from './smtp';
import type { Mailer } from './types';

export type { MailMessage, Mailer, MailTransportKind } from './types';

/** SMTP when SMTP_URL is set; otherwise the outbox table read by the development mailbox page. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Database): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db);
}
