import type { Role } from '../../domain/auth/roles';
import { hashPassword } from '../../server/lib/password';
import { moderatorPermissions, users } from '../../server/db/schema/index';
import { type DbLike, toDb, uniqueSuffix } from './db';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const FACTORY_PASSWORD = 'Test@1234';

const hashes = new Map<string, Promise<string>>();
// argon2id at OWASP cost is ~50 ms; tests create many users with the same password.
const cachedHash = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

function randomPhone() {
  return `015${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;
}

/** An insertable user with unique username, email and phone; verified and active. */
export function buildUser(overrides: Partial<NewUser> = {}): NewUser {
  const suffix = uniqueSuffix();
  const now = new Date();
  return {
    firstName: 'محمد',
    lastName: 'اختبار',
    username: `u${suffix}`,
    email: `u${suffix}@factory.dukkan.test`,
    phone: randomPhone(),
    gender: 'male',
    birthdate: '1990-01-01',
    language: 'ar',
    role: 'user',
    status: 'active',
    emailVerifiedAt: now,
    phoneVerifiedAt: now,
    ...overrides,
  };
}

export interface SeedUserOptions extends Partial<Omit<NewUser, 'passwordHash'>> {
  role?: Role;
  /** Plain password (hashed with argon2id); defaults to FACTORY_PASSWORD. */
  password?: string;
  /** For moderator roles: their permission row (spec §5 needs at least one flag). */
  permissions?: { canManageStore?: boolean; canChat?: boolean; resellerId?: number | null };
}

/**
 * Inserts a user. Its username, email and phone are drawn afresh when they clash with a user
 * already there (a random phone can be a seeded customer's: the demo seed draws from the same
 * numbers), unless the test chose them: then a clash fails as the database says.
 */
async function insertUniqueUser(handle: ReturnType<typeof toDb>, values: Partial<NewUser>) {
  const chosen = values.username ?? values.email ?? values.phone;
  if (chosen !== undefined) {
    const [row] = await handle.insert(users).values(buildUser(values)).returning();
    return row!;
  }
  for (let attempt = 1; ; attempt += 1) {
    // DO NOTHING on any unique index: nothing is written, and a transaction stays usable.
    const [row] = await handle
      .insert(users)
      .values(buildUser(values))
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (attempt === 5) throw new Error('seedUser: five drawn usernames/emails/phones all clashed');
  }
}

/** Inserts a user; returns the row plus the plain password to log in with. */
export async function seedUser(db: DbLike, options: SeedUserOptions = {}) {
  const { password = FACTORY_PASSWORD, permissions, ...overrides } = options;
  const handle = toDb(db);
  const passwordHash = await cachedHash(password);
  const user = await insertUniqueUser(handle, { ...overrides, passwordHash });
  if (user.role === 'moderator_admin' || user.role === 'moderator_reseller' || permissions) {
    await handle.insert(moderatorPermissions).values({
      userId: user.id,
      canManageStore: permissions?.canManageStore ?? true,
      canChat: permissions?.canChat ?? true,
      resellerId: permissions?.resellerId ?? null,
    });
  }
  return { ...user, password };
}
