import nodemailer from 'nodemailer';
import { mailMessageSchema, type Mailer } from './types';

/**
 * Real delivery through an SMTP relay. The URL carries host, port, credentials and TLS choice
 * (smtp://user:pass@host:587 for STARTTLS, smtps://...:465 for implicit TLS), as nodemailer reads it.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...mailMessageSchema.parse(message) });
    },
    async close() {
      transport.close();
    },
  };
}
