import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * One live code per (purpose, target): a resend overwrites the row, so the old code dies at once.
 * Only an HMAC of the code is stored. `user_id` is null when nobody owns the target (forgot
 * password for an unknown email still gets a row, so timing and throttling look the same).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    /** verify | reset_password | change_email | change_phone */
    purpose: text('purpose').notNull(),
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    /** Lower-cased email or 11-digit phone. */
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('verification_codes_purpose_target_idx').on(t.purpose, t.target),
    index('verification_codes_user_id_idx').on(t.userId),
    check('verification_codes_channel_check', sql`${t.channel} IN ('email', 'phone')`),
  ],
);

/**
 * Counters for sign-in failures and code sends, in the database so several API nodes agree.
 * `key` names what is counted (`login:pair:<account>:<ip>`, `login:account:<account>`,
 * `send:<target>`, …); a window restarts when `window_started_at` is older than the rule's window.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('auth_throttles_last_at_idx').on(t.lastAt)],
);
