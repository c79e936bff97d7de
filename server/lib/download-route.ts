import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Contract } from '../../domain/contracts/contract';
import { permissionGuard } from '../plugins/auth';

/**
 * Registers a file download (an export) from its contract: the same query validation, OpenAPI
 * entry and route guard as `registerContract`, but the handler answers the file itself (a stream)
 * instead of the JSON envelope.
 */
export function registerDownload<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: (input: {
    query: z.output<NonNullable<C['query']>>;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<unknown>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      description: `A file download. Permission: \`${contract.permission.action}\` on \`${contract.permission.resource}\` (domain/auth/permissions.ts).`,
      tags: contract.tags,
      ...(contract.query ? { querystring: contract.query } : {}),
    },
    onRequest: permissionGuard(contract.permission),
    config: { permission: contract.permission },
    handler: (request, reply) =>
      handler({
        query: request.query as z.output<NonNullable<C['query']>>,
        request,
        reply,
      }),
  });
}
