import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { roleEnum } from './enums';
import { users } from './users';

/** Audit log (spec §3 Log: action, role, notes), written by every panel mutation. */
export const logs = pgTable(
  'logs',
  {
    id: id(),
    // SET NULL: the trail outlives the account that left it.
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    role: roleEnum('role'),
    action: text('action').notNull(),
    entity: text('entity'),
    /** Text, because some entities (sessions, settings) have non-integer keys. */
    entityId: text('entity_id'),
    notes: text('notes'),
    /** The fields a write changed: `{ field: [before, after] }` (null for creates and deletes). */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('logs_created_at_idx').on(t.createdAt),
    index('logs_actor_id_idx').on(t.actorId, t.createdAt),
    index('logs_entity_idx').on(t.entity, t.entityId),
    index('logs_action_idx').on(t.action, t.createdAt),
    index('logs_role_idx').on(t.role, t.createdAt),
  ],
);

/**
 * Stored answers of idempotent writes (DESIGN §8, server/plugins/idempotency.ts): one row per owner
 * (`user:<id>` or `visitor:<UID>`) and client-chosen key. `status_code` is null while the first
 * request is still acting; `fingerprint` binds the key to one method, path and body.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    /** The response body exactly as first sent (serialised JSON). */
    body: text('body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.owner, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Email (no SMTP configured) and text messages (no SMS provider) that were not really sent; shown
 * at /dev/outbox outside production. One table for both, told apart by `channel`.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt),
    check('mail_outbox_channel_check', sql`${t.channel} IN ('email', 'sms')`),
  ],
);
