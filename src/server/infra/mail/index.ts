import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { disabledMailer } from './disabled';
import { outboxMailer } from './outbox';
import { smtpMailer } from './smtp';
import type { Mailer } from './types';

export type { MailMessage, Mailer, MailTransportKind } from './types';

/**
 * SMTP when SMTP_URL is set; otherwise, outside production, the outbox table (read by the
 * development mailbox page); in production without SMTP, nothing (logged).
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'env'>, db: Database, log: { warn(obj: object, msg: string): void }): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
  return config.env === 'production' ? disabledMailer(log) : outboxMailer(db);
}
