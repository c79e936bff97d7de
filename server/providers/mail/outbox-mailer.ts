import type { Db } from '../../db/client';
import { insertOutbox } from '../outbox.repository';
import type { MailMessage, Mailer } from './mailer';

/** No SMTP configured: the message is kept in `mail_outbox` and readable at /dev/outbox. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await insertOutbox(db, {
        channel: 'email',
        to: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html,
      });
    },
  };
}
