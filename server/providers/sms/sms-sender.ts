/** One text message to an 11-digit Egyptian mobile number. */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Sends text messages. Only the outbox exists today: a real provider (an Egyptian SMS gateway)
 * implements this interface and is chosen in server/providers/index.ts from its env settings.
 */
export interface SmsSender {
  readonly kind: 'outbox' | 'provider';
  send(message: SmsMessage): Promise<void>;
}
