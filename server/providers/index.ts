import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Mailer } from './mail/mailer';
import { createOutboxMailer } from './mail/outbox-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import { createOutboxSms } from './sms/outbox-sms';
import type { SmsSender } from './sms/sms-sender';

export interface Providers {
  mailer: Mailer;
  sms: SmsSender;
}

/** SMTP when `SMTP_URL` is set, else the outbox; text messages always go to the outbox for now. */
export function createProviders(env: Env, db: Db): Providers {
  return {
    mailer: env.smtpUrl ? createSmtpMailer(env.smtpUrl, env.mailFrom) : createOutboxMailer(db),
    sms: createOutboxSms(db),
  };
}

export type { Mailer, MailMessage } from './mail/mailer';
export type { SmsMessage, SmsSender } from './sms/sms-sender';
