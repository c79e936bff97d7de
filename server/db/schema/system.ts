import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [
    index('logs_created_at_idx').on(t.createdAt),
    index('logs_actor_id_idx').on(t.actorId),
    index('logs_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * Replayed offline writes carry an Idempotency-Key (DESIGN §3); the first response is stored and
 * returned again for the same key and user.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    statusCode: integer('status_code').notNull().default(200),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

/** Mail sent while no SMTP server is configured; shown at /dev/outbox outside production. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
);
