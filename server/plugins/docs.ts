import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../lib/version';

/**
 * OpenAPI built from the route contracts; the UI at /api/docs, the JSON at /api/docs/json. Not
 * registered when `API_DOCS` turns it off (production's default): /api/docs is then the API's 404.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  if (!app.env.apiDocs) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Dukkan API',
        description:
          'دكّان — bilingual multi-store marketplace. Envelope: { data, meta? } / { error }.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
