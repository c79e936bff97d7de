export interface WebPushJob {
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
  topic: string;
  ttl: number;
  vapid: { publicKey: string; privateKey: string };
  subject: string;
}
export function buildWebPushRequest(job: WebPushJob): {
  headers: Record<string, string>;
  body: Buffer;
};
export type WebPushAnswer =
  | { status: number; retryAfter: string | null; text: string }
  | { phase: 'build' | 'send'; error: string };
export function sendWebPush(job: WebPushJob & { timeoutMs: number }): Promise<WebPushAnswer>;
