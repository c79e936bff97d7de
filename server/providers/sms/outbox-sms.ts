import type { Db } from '../../db/client';
import { insertOutbox } from '../outbox.repository';
import type { SmsMessage, SmsSender } from './sms-sender';

/** No SMS provider configured: the text is kept in the outbox (channel `sms`), /dev/outbox. */
export function createOutboxSms(db: Db): SmsSender {
  return {
    kind: 'outbox',
    async send(message: SmsMessage) {
      await insertOutbox(db, {
        channel: 'sms',
        to: message.to,
        subject: 'SMS',
        body: message.text,
      });
    },
  };
}
