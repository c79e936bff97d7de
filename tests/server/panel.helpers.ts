// Shared by the panel-* API tests: signed-in panel callers and a JSON call helper.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type { Role } from '../../domain/auth/roles';
import type { Database } from '../../server/db/client';
import { logs } from '../../server/db/schema';
import type { ServerEnv } from '../../server/env';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedUser, type SeedUserOptions } from '../factories';

export interface PanelCaller {
  userId: number;
  role: Role;
  token: string;
}

/** A new account of `role` with an admin-kind session (what `/panel/login` gives). */
export async function panelCaller(
  ctx: { database: Database; env: ServerEnv },
  role: Role,
  options: SeedUserOptions = {},
): Promise<PanelCaller> {
  const user = await seedUser(ctx.database.db, { role, ...options });
  const session = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'admin',
    role,
  });
  return { userId: user.id, role, token: session.token };
}

/**
 * The three sides most panel tests ask as: an admin, a moderator with `moderatorCan`, and a
 * reseller (each a new account).
 */
export async function panelTrio(
  ctx: { database: Database; env: ServerEnv },
  moderatorCan: { canManageStore: boolean; canChat: boolean },
): Promise<{ admin: PanelCaller; moderator: PanelCaller; reseller: PanelCaller }> {
  return {
    admin: await panelCaller(ctx, 'admin'),
    moderator: await panelCaller(ctx, 'moderator_admin', { permissions: moderatorCan }),
    reseller: await panelCaller(ctx, 'reseller'),
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A panel API call as `caller` (or anonymous), JSON in and out. */
export function panelCall(
  app: FastifyInstance,
  caller: PanelCaller | null,
  method: Method,
  url: string,
  body?: unknown,
  language: 'ar' | 'en' = 'en',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
      'accept-language': language,
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** The newest log rows about one entity. */
export function logsAbout(database: Database, entity: string, entityId: number | string) {
  return database.db
    .select()
    .from(logs)
    .where(and(eq(logs.entity, entity), eq(logs.entityId, String(entityId))))
    .orderBy(desc(logs.id));
}
