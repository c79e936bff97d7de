import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
