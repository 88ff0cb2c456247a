import type { Mailer } from './types';

/**
 * Production without SMTP_URL: nothing can be delivered, and keeping reset links in an outbox
 * table nobody reads would only store live credentials. Each message is dropped with a warning
 * (its subject, never its body, which may hold a link).
 */
export function disabledMailer(log: { warn(obj: object, msg: string): void }): Mailer {
  log.warn({}, 'SMTP_URL is not set: e-mail is disabled, so password reset mails are not sent');
  return {
    kind: 'disabled',
    async send(message) {
      log.warn({ subject: message.subject }, 'e-mail is disabled (no SMTP_URL): message dropped');
    },
    async close() {},
  };
}
