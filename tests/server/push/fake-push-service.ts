// A local push service for tests and the bench: records each request and answers what the test
// says for its path.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  url: string;
  received: ReceivedPush[];
  /** Status (and headers) per path; default 201. */
  answer: (path: string) => { status: number; headers?: Record<string, string>; body?: string };
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const service = {
    received: [] as ReceivedPush[],
    answer: (_path: string) => ({ status: 201 }) as ReturnType<FakePushService['answer']>,
  } as FakePushService;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      service.received.push({
        method: request.method ?? '',
        path,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      const { status, headers, body } = service.answer(path);
      response.writeHead(status, headers);
      response.end(body ?? '');
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return service;
}
