import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Env } from '../../env';
import { diskStoreOf, type ObjectStore } from '../../providers/object-store';
import { hashPassword } from '../../lib/password';
import type { Database } from '../client';
import { settings, users } from '../schema/index';
import { readSetting, SETTINGS_KEYS } from '../settings';
import { insertContent, wizardPlan } from './content';
import { ensureSiteImages } from './images';
import { insertReferenceData } from './reference';
import { SEED_LOCK_ID, seedIfEmpty } from './seed';

export interface FirstAdmin {
  username: string;
  /** The generated one-time password to print; null when ADMIN_PASSWORD supplied it. */
  password: string | null;
}

export type FirstStartResult =
  | { kind: 'demo'; seeded: boolean }
  /** `admin` is null on every start after the first. */
  | { kind: 'production'; admin: FirstAdmin | null };

/**
 * What `npm start` puts in an empty database. A demo or development start gets the demo data
 * (accounts with the published password included); a production start never does: it gets the
 * reference data and site content only, plus one admin whose password (ADMIN_PASSWORD, or a
 * random one printed once) must be replaced at the first panel sign-in.
 */
export async function prepareDatabase(
  database: Database,
  env: Env,
  log?: (message: string) => void,
  images: ObjectStore = diskStoreOf(env),
): Promise<FirstStartResult> {
  if (env.nodeEnv !== 'production') {
    const seeded = await seedIfEmpty(database, {
      uploadsDir: env.uploadsDir,
      images,
      siteUrl: env.siteUrl,
      ...(log ? { log } : {}),
    });
    return { kind: 'demo', seeded };
  }
  return { kind: 'production', admin: await startProduction(database, env, images) };
}

async function startProduction(
  database: Database,
  env: Env,
  images: ObjectStore,
): Promise<FirstAdmin | null> {
  const { db } = database;
  if (await readSetting(db, SETTINGS_KEYS.seededAt)) return null;
  const generated = env.firstAdmin.password ? null : randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(env.firstAdmin.password ?? generated!);
  // Category and wizard images of the reference content.
  await ensureSiteImages(images, wizardPlan());

  const now = new Date();
  const created = await db.transaction(async (tx) => {
    // The same lock as the demo seed: two processes starting together create one admin.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await readSetting(tx, SETTINGS_KEYS.seededAt)) return false;
    await insertReferenceData(tx);
    await insertContent(tx, env.siteUrl);
    await tx.insert(users).values({
      firstName: 'Admin',
      username: env.firstAdmin.username,
      email: env.firstAdmin.email ?? null,
      emailVerifiedAt: env.firstAdmin.email ? now : null,
      role: 'admin',
      passwordHash,
      mustChangePassword: true,
    });
    await tx.insert(settings).values({ key: SETTINGS_KEYS.seededAt, value: now.toISOString() });
    return true;
  });
  return created ? { username: env.firstAdmin.username, password: generated } : null;
}
