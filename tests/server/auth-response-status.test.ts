// A route answering 201 is serialised by its contract's schema like a 200 one,
// so a handler cannot leak fields the contract does not declare.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '../../domain/contracts/contract';
import type { Database } from '../../server/db/client';
import { registerContract } from '../../server/lib/route';
import { startApp, stopApp, testEnv } from './helper';

const createdContract = defineContract({
  method: 'POST',
  path: '/api/test/created',
  summary: 'test',
  tags: ['test'],
  permission: { resource: 'contact', action: 'create' },
  status: 201,
  response: z.object({ id: z.number().int() }),
});

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  ({ app, database } = await startApp(testEnv(), (started) => {
    registerContract(started, createdContract, {
      // A handler that returns more than its contract declares (a password hash, say).
      handler: () => ({ data: { id: 7, passwordHash: 'secret' } as { id: number } }),
    });
  }));
});

afterAll(() => stopApp(app, database));

describe('[CONTRACT] success statuses other than 200', () => {
  it('answers the status the contract declares, with only the fields it declares', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/created', payload: {} });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { id: 7 } });
  });

  it('documents the 201 schema in OpenAPI for register and contact-us', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/register', '/api/contact-us']) {
      expect(Object.keys(spec.paths[path].post.responses)).toContain('201');
    }
    // The permission is documented beside each call.
    expect(spec.paths['/api/panel/profile'].get.description).toBe(
      'Permission: `view` on `profile`, session kind `admin` (domain/auth/permissions.ts).',
    );
  });

  it('POST /api/contact-us answers 201 with exactly the contract fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: {
        name: 'سارة محمود',
        email: 'sara@example.com',
        subject: 'سؤال عن الشحن',
        message: 'هل تشحنون إلى أسوان؟ وكم يستغرق التوصيل عادة؟',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json().data).sort()).toEqual(['id', 'message']);
  });
});
