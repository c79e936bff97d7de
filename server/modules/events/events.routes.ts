import type { FastifyInstance } from 'fastify';
import {
  eventStreamContract,
  panelEventStreamContract,
  panelStreamTicketContract,
  streamTicketContract,
} from '../../../domain/contracts/chat.contract';
import { AppError } from '../../../domain/errors';
import { registerContract } from '../../lib/route';
import { readStreamTicket, signStreamTicket, STREAM_TICKET_SECONDS } from '../auth/auth.tokens';
import { countUnread } from '../notifications/notifications.repository';
import { claimStreamTicket, eventsAfter, lastEventId } from './events.repository';
import type { StreamConnection } from './event-hub';

/** Parses a Last-Event-ID header (or the `last_event_id` EventSource cannot send) to an id. */
function resumeFrom(value: unknown): number | null {
  const id = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(id) && id >= 0 ? id : null;
}

/**
 * The signed-in person's live events (DESIGN §8) as Server-Sent Events. EventSource cannot send an
 * Authorization header, so the page first asks for a one-minute, single-use ticket with its bearer
 * and opens `stream?ticket=`; the session is checked when the stream opens. Past the caps of
 * `EventHub.add`, the oldest stream gets a `closed` event and ends. A panel opens the same stream
 * through `/api/panel/events/*` with its own session.
 */
export async function eventsRoutes(app: FastifyInstance): Promise<void> {
  registerStream(app, streamTicketContract, eventStreamContract);
  registerStream(app, panelStreamTicketContract, panelEventStreamContract);
}

function registerStream(
  app: FastifyInstance,
  ticketContract: typeof streamTicketContract | typeof panelStreamTicketContract,
  streamContract: typeof eventStreamContract | typeof panelEventStreamContract,
): void {
  const { db } = app.database;

  registerContract(app, ticketContract, {
    handler: async ({ request }) => {
      const actor = request.actor!;
      const ticket = await signStreamTicket(
        { userId: actor.userId, sessionId: actor.sessionId },
        app.env.jwtSecret,
      );
      return { data: { ticket, expires_in: STREAM_TICKET_SECONDS } };
    },
  });

  registerContract(app, streamContract, {
    config: { streamTicket: true },
    handler: async ({ query, request, reply }) => {
      const actor = request.actor!;
      // A stream opens only with a valid, unused ticket of this session, whatever else
      // authenticated the request (a bearer alone never holds a connection open). The guard has
      // checked the session; the ticket's first use is recorded here, so it opens one stream.
      const ticket = await readStreamTicket(query.ticket, app.env.jwtSecret);
      if (
        ticket?.claims.sessionId !== actor.sessionId ||
        !(await claimStreamTicket(db, ticket.jti, ticket.expiresAt))
      ) {
        throw new AppError('unauthenticated', 'Stream ticket invalid, used or expired');
      }
      const resume = resumeFrom(request.headers['last-event-id'] ?? query.last_event_id);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n\n');
      const connection: StreamConnection = {
        userId: actor.userId,
        sessionId: actor.sessionId,
        lastId: resume ?? 0,
        pending: [],
        send: ({ id, type, data }) => {
          raw.write(
            `${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`,
          );
        },
        ping: () => raw.write(': ping\n\n'),
        end: () => raw.end(),
      };
      const remove = app.events.add(connection);
      const closed = new Promise<void>((resolve) => raw.on('close', resolve));
      void closed.then(remove);
      try {
        if (resume === null) {
          connection.lastId = await lastEventId(db, actor.userId);
          app.events.resume(connection, []);
        } else {
          app.events.resume(connection, await eventsAfter(db, actor.userId, resume));
        }
        connection.send({ type: 'ready', data: { last_id: connection.lastId } });
        connection.send({
          type: 'notifications',
          data: { unread: await countUnread(db, actor.userId) },
        });
      } catch (error) {
        request.log.error(error, 'event stream start failed');
        raw.end();
      }
      await closed;
      return { data: '' };
    },
  });
}
