import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { ResponseSerializationError, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  type Contract,
  type PageMeta,
  type Permission,
} from '../../domain/contracts/contract';
import { permissionGuard } from '../plugins/auth';
import { idempotencyHooks, type IdempotentAnswer } from '../plugins/idempotency';
import { compileSerializer } from './fast-serializer';

type Infer<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;

/** What a handler receives: the validated parts of the request, typed from the contract. */
export interface RouteInput<C extends Contract> {
  params: Infer<C['params']>;
  query: Infer<C['query']>;
  body: Infer<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a handler returns: the `data` of the success envelope, plus `meta` for paged lists — or
 * the whole envelope already written as JSON (`serialized`: the bytes the route's serializer would
 * write, e.g. a home answer held by its cache), sent as they are.
 */
export type RouteResult<C extends Contract> =
  | { data: z.input<C['response']>; meta?: PageMeta; serialized?: undefined }
  | { serialized: Buffer };

export interface RouteOptions<C extends Contract> {
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Route config for plugins, e.g. `{ rateLimit: { max: 5, timeWindow: '10 minutes' } }`. */
  config?: Record<string, unknown>;
  handler: (input: RouteInput<C>) => Promise<RouteResult<C>> | RouteResult<C>;
  /**
   * Hot public routes: answer through a serializer precompiled from the contract's schema instead
   * of a zod pass per response (server/lib/fast-serializer.ts). Outside production the zod check
   * still runs first, so tests keep proving the handler returns what the contract says.
   */
  fastSerializer?: boolean;
  /** An `idempotent` contract's answer that must not be stored as it is (plugins/idempotency.ts). */
  idempotentAnswer?: IdempotentAnswer;
}

/** The permission as a line of the OpenAPI entry, so API readers see who may call it. */
function describePermission({ resource, action, kind }: Permission): string {
  const session = kind ? `, session kind \`${kind}\`` : '';
  return `Permission: \`${action}\` on \`${resource}\`${session} (domain/auth/permissions.ts).`;
}

/**
 * The bytes a `fastSerializer` route of `contract` writes for `data` (its envelope, no meta): for an
 * answer the same for many requests, written once and sent as `{ serialized }` by each of them.
 */
export function answerBytes<C extends Contract>(
  contract: C,
): (data: z.input<C['response']>) => Buffer {
  const serialize = compileSerializer(envelope(contract.response, contract.paged));
  return (data) => Buffer.from(serialize({ data }));
}

/** A route-level serializer compiler for `fastSerializer` routes. */
function fastSerializerCompiler(check: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    const zodSchema = schema as z.ZodType;
    const serialize = compileSerializer(zodSchema);
    if (!check) return serialize;
    return (data: unknown) => {
      const result = z.safeEncode(zodSchema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return serialize(data);
    };
  };
}

/**
 * Registers one route from its `domain/` contract: validation, response serialisation and the
 * OpenAPI entry all come from the same zod schemas, so nothing is declared twice. The contract's
 * permission installs the one route guard (`permissionGuard`, before the body is read), and its
 * success status (200 unless it says 201/202) is the status answered and the schema registered.
 */
export function registerContract<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  options: RouteOptions<C>,
): void {
  // The type makes it required; this catches a contract built around the type (spread, cast).
  if (!contract.permission) {
    throw new Error(`${contract.method} ${contract.path} has no permission`);
  }
  const status = contract.status ?? 200;
  const answerSchema = envelope(contract.response, contract.paged);
  // Outside production an answer sent as bytes is still checked against the contract.
  const checkSerialized = app.env.nodeEnv !== 'production';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      description: describePermission(contract.permission),
      tags: contract.tags,
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { [status]: answerSchema },
    },
    onRequest: permissionGuard(contract.permission),
    // Idempotency claims come after the route's guards: a refused request never claims a key.
    preHandler: contract.idempotent
      ? [options.preHandler ?? [], idempotencyHooks.preHandler].flat()
      : options.preHandler,
    ...(contract.idempotent ? { onSend: idempotencyHooks.onSend } : {}),
    ...(options.fastSerializer
      ? { serializerCompiler: fastSerializerCompiler(app.env.nodeEnv !== 'production') }
      : {}),
    config: {
      ...options.config,
      permission: contract.permission,
      ...(contract.countsView ? { countsView: true } : {}),
      ...(options.idempotentAnswer ? { idempotentAnswer: options.idempotentAnswer } : {}),
    },
    handler: async (request, reply) => {
      const result = await options.handler({
        params: request.params as RouteInput<C>['params'],
        query: request.query as RouteInput<C>['query'],
        body: request.body as RouteInput<C>['body'],
        request,
        reply,
      });
      if (status !== 200) reply.code(status);
      if (result.serialized) {
        if (checkSerialized) {
          const checked = z.safeEncode(answerSchema, JSON.parse(result.serialized.toString()));
          if (checked.error) {
            throw new ResponseSerializationError(request.method, request.url, {
              cause: checked.error,
            });
          }
        }
        // Bytes are sent as they are (no serializer); the reply's schema type does not say so.
        return (reply as FastifyReply)
          .type('application/json; charset=utf-8')
          .send(result.serialized);
      }
      return result.meta === undefined
        ? { data: result.data }
        : { data: result.data, meta: result.meta };
    },
  });
}
