import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../src/server/infra/mail/smtp';
import { passwordResetMail } from '../../src/server/modules/auth/mails';
import { startSmtpDouble, type SmtpDouble } from './smtp-double';

// The SMTP transport against a real SMTP conversation on 127.0.0.1 (no mocks of nodemailer).
describe('SMTP mail transport', () => {
  let smtp: SmtpDouble;
  beforeAll(async () => {
    smtp = await startSmtpDouble();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers the reset mail with its link intact, text and HTML', async () => {
    const mailer = smtpMailer(smtp.url, 'Fairway Coach <no-reply@fairway.test>');
    // Long enough to be folded by quoted-printable, with a non-ASCII name and HTML-special characters.
    const link = `https://coach.example.com/reset-password?token=${'Ab-_9'.repeat(12)}`;
    await mailer.send(passwordResetMail('zoe@example.com', 'Zoë <b>&', link));
    const mail = await smtp.nextMail();
    await mailer.close();

    expect(mail.envelopeFrom).toBe('no-reply@fairway.test');
    expect(mail.envelopeTo).toEqual(['zoe@example.com']);
    expect(mail.headers.subject).toBe('Reset your Fairway Coach password');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Hi Zoë <b>&,');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Hi Zoë &lt;b&gt;&amp;,');
  });

  it('refuses a message with an invalid recipient before talking to the server', async () => {
    const mailer = smtpMailer(smtp.url, 'no-reply@fairway.test');
    const before = smtp.received.length;
    await expect(mailer.send({ to: 'not an address', subject: 'x', text: 'x', html: 'x' })).rejects.toThrow();
    expect(smtp.received.length).toBe(before);
    await mailer.close();
  });
});
