import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/errors';
import { listOutbox } from '../../providers/outbox.repository';

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Only a person on this machine may read the outbox: it holds every reset code. Both the socket
 * and the client address (X-Forwarded-For, when TRUST_PROXY lets it count) must be loopback, so
 * neither a spoofed header nor a proxy on this machine opens it to the network.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  return LOOPBACK.test(request.socket.remoteAddress ?? '') && LOOPBACK.test(request.ip);
}

/**
 * The dev outbox (registered only when NODE_ENV is not production): every email and text message
 * that was kept instead of sent, newest first, so a demo user can read their code. Other machines
 * get the 404 of a route that does not exist.
 */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.addHook('onRequest', async (request) => {
    if (!isLoopbackRequest(request)) throw new AppError('not_found', 'Not found');
  });

  app.get('/dev/outbox.json', async () => {
    const rows = await listOutbox(db);
    return {
      data: rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.to,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });

  app.get('/dev/outbox', async (_request, reply) => {
    const rows = await listOutbox(db);
    const items = rows
      .map(
        (row) => `<article>
  <header><b>${row.channel === 'sms' ? 'SMS' : 'Email'}</b> → ${escape(row.to)}
  <time>${row.createdAt.toISOString()}</time></header>
  <h2>${escape(row.subject)}</h2>
  <pre dir="auto">${escape(row.body)}</pre>
</article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dukkan dev outbox</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:720px;padding:16px;color:#1a202c}
article{border:1px solid #cbd5e0;border-radius:8px;padding:12px;margin:12px 0}
header{color:#4a5568;font-size:13px;display:flex;gap:8px;flex-wrap:wrap}
h2{font-size:16px;margin:6px 0}pre{white-space:pre-wrap;margin:0;font:inherit}
</style></head><body>
<h1>Dev outbox</h1>
<p>Email and text messages kept instead of sent (no SMTP_URL / SMS provider). Newest first.
Not available when NODE_ENV=production, nor from another machine.</p>
${items || '<p>Nothing sent yet.</p>'}
</body></html>`;
  });
}
