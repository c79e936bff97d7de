// A LOCAL FAKE of Fawry's HTTP endpoints for the payments tests: a tiny HTTP server that checks
// what it receives the way Fawry does, with its own hashing, so the real FawryPay adapter is
// tested end to end and nothing of our code is mocked. Each test file answers the requests it
// cares about; what it leaves unanswered gets a 404.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import {
  configurePayments,
  paymentSettings,
  type PaymentSettings,
} from '../../server/modules/payments/payments.service';
import { createFawryProvider } from '../../server/providers/payments/fawry-provider';

export const sha = (text: string) => createHash('sha256').update(text).digest('hex');

export async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

export interface FakeReply {
  json(status: number, body: unknown): void;
  /** Fawry's answer to a good charge request: the hosted checkout page's URL, as plain text. */
  checkoutPage(merchantRefNum: string): void;
}

export type FakeHandler = (
  request: IncomingMessage,
  url: URL,
  reply: FakeReply,
  response: ServerResponse,
) => unknown;

interface ChargeRequestBody {
  merchantCode: string;
  merchantRefNum: string;
  customerProfileId?: string;
  returnUrl: string;
  chargeItems: { itemId: string; quantity: number; price: string }[];
  signature: string;
}

/** Whether a charge request carries Fawry's signature of its fields (merchant, items, return). */
export function chargeSigned(body: ChargeRequestBody, secureKey: string): boolean {
  const items = body.chargeItems
    .map((item) => `${item.itemId}${item.quantity}${item.price}`)
    .join('');
  return (
    body.signature ===
    sha(
      `${body.merchantCode}${body.merchantRefNum}${body.customerProfileId ?? ''}${body.returnUrl}${items}${secureKey}`,
    )
  );
}

/** Whether a refund request carries Fawry's signature of its fields. */
export function refundSigned(body: Record<string, string>, secureKey: string): boolean {
  return (
    body.signature ===
    sha(`${body.merchantCode}${body.referenceNumber}${body.refundAmount}${body.reason}${secureKey}`)
  );
}

function reply(response: ServerResponse): FakeReply {
  return {
    json(status, body) {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    },
    checkoutPage(merchantRefNum) {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`https://atfawry.fawrystaging.com/atfawry/plugin/?ref=${merchantRefNum}`);
    },
  };
}

/** Runs the fake for the test file's duration; `baseUrl()` is its address once started. */
export function useFawryFake(handle: FakeHandler): { baseUrl(): string } {
  let server: Server;
  let baseUrl = '';
  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const url = new URL(request.url!, 'http://fake');
      await handle(request, url, reply(response), response);
      if (!response.writableEnded && !request.socket.destroyed) reply(response).json(404, {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { baseUrl: () => baseUrl };
}

/**
 * Runs the fake and makes the payments service charge through the real FawryPay adapter pointed
 * at it, for the test file's duration; the settings before are put back after.
 */
export function useFawryPayments(
  merchant: { merchantCode: string; secureKey: string },
  handle: FakeHandler,
): void {
  const fake = useFawryFake(handle);
  let saved: PaymentSettings;
  beforeAll(() => {
    saved = paymentSettings();
    configurePayments({
      ...saved,
      provider: createFawryProvider({ ...merchant, baseUrl: fake.baseUrl() }),
      log: { info() {}, warn() {}, error() {} },
    });
  });
  afterAll(() => configurePayments(saved));
}
