import { z } from 'zod';

/** One e-mail, validated before it reaches any transport (a bad address is our bug, not SMTP's). */
export const mailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().min(1),
  /** Extra header lines, such as a tips mail's List-Unsubscribe (RFC 8058). */
  headers: z.record(z.string(), z.string()).optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export type MailTransportKind = 'outbox' | 'smtp' | 'disabled';

/** The mail port: `ctx.mail.send(...)`. The outbox transport is the embedded default. */
export interface Mailer {
  readonly kind: MailTransportKind;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
