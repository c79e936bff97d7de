/** One email. `text` is always sent; `html` is an optional richer body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends email; SMTP when configured, otherwise the dev outbox (server/providers/index.ts). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
