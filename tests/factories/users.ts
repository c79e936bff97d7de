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

/** Inserts a user; returns the row plus the plain password to log in with. */
export async function seedUser(db: DbLike, options: SeedUserOptions = {}) {
  const { password = FACTORY_PASSWORD, permissions, ...overrides } = options;
  const handle = toDb(db);
  const [row] = await handle
    .insert(users)
    .values(buildUser({ ...overrides, passwordHash: await cachedHash(password) }))
    .returning();
  const user = row!;
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
