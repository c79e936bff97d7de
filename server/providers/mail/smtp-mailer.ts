import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

/** Real delivery through the SMTP server of `SMTP_URL` (smtp:// or smtps://user:pass@host:port). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
  };
}
