import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { USERNAME_FOLDS } from '../../../domain/validation/username';
import { createdAt, id, money, timestamps } from './columns';
import { activityStatusEnum, genderEnum, languageEnum, ownerKindEnum, roleEnum } from './enums';

/** `usernameKey` (domain/validation/username.ts) in SQL: lower case, then USERNAME_FOLDS in order. */
const usernameKeySql = sql.raw(
  USERNAME_FOLDS.reduce(
    (expression, [from, to]) => `replace(${expression}, '${from}', '${to}')`,
    'lower("username")',
  ),
);

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    username: text('username').notNull(),
    /**
     * Look-alike key of the username, computed by the database so every writer gets
     * it: the SQL twin of `usernameKey` in domain/validation/username.ts (keep them in step).
     */
    usernameKey: text('username_key').generatedAlwaysAs(usernameKeySql),
    // Nullable: guests (spec §6) are created from a name and a phone only.
    email: text('email'),
    // Unique only once verified: an unverified address reserves nothing.
    phone: text('phone'),
    gender: genderEnum('gender'),
    birthdate: date('birthdate', { mode: 'string' }),
    language: languageEnum('language').notNull().default('ar'),
    role: roleEnum('role').notNull().default('user'),
    status: activityStatusEnum('status').notNull().default('active'),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Last accepted TOTP time step: a code is single-use within its window. */
    twoFactorLastStep: integer('two_factor_last_step'),
    /** A new email/phone waiting for its code; the verified one stays in use until then. */
    pendingEmail: text('pending_email'),
    pendingPhone: text('pending_phone'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Wallet credit in EGP (spec §3 "wallet credit"); admin may change a reseller's credit. */
    credit: money('credit').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** A one-time password (production's first admin): panel login asks for a new one first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    // The people lists sort by username (the unique index is on lower(username)).
    index('users_username_idx').on(t.username),
    // Unique case-insensitively ("Admin" is "admin"); login looks up lower(username|email), which
    // these indexes also serve. Store and compare phones as 11 plain digits.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_key_idx').on(t.usernameKey),
    // Verified holders only; unverified copies are found by the plain indexes.
    uniqueIndex('users_email_verified_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerifiedAt} IS NOT NULL`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_verified_idx')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} IS NOT NULL`),
    index('users_phone_idx').on(t.phone),
  ],
);

/**
 * One row per sign-in; its access tokens name it (`sid`), so logout, password change and
 * suspension end them before `exp`. Every request reads the row (and the account's current role
 * and status), never the role a token was issued with. `role` records the role at sign-in only.
 * Admin-kind (panel) sessions also carry a refresh token, stored as a SHA-256 hash and rotated on
 * each use; `expires_at` is then the refresh lifetime, and access tokens live minutes.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerKind: ownerKindEnum('owner_kind').notNull(),
    role: roleEnum('role').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** SHA-256 (hex) of the current refresh secret; null for user-kind sessions. */
    refreshHash: text('refresh_hash'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Account-wide permissions of a moderator (moderator_admin or moderator_reseller). Per-store rights
 * of a sub-reseller live in store_staff; these flags are the ceiling the reseller granted.
 */
export const moderatorPermissions = pgTable(
  'moderator_permissions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reseller who created this sub-reseller; null for moderator_admin accounts. */
    resellerId: integer('reseller_id').references(() => users.id, { onDelete: 'cascade' }),
    canManageStore: boolean('can_manage_store').notNull().default(false),
    canChat: boolean('can_chat').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('moderator_permissions_reseller_id_idx').on(t.resellerId),
    // Spec §5: a moderator needs at least one of the two permissions.
    check('moderator_permissions_any_check', sql`${t.canManageStore} OR ${t.canChat}`),
  ],
);
