import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './client';
import { claimSetting, SETTINGS_KEYS } from './settings';

/**
 * The JWT secret when JWT_SECRET is not configured: generated once and kept in the database, so
 * every process on one PostgreSQL (and every restart) signs and checks tokens with the same key.
 * A secret an earlier version kept in `<DATA_DIR>/.jwt-secret` is adopted on first claim, so an
 * upgrade signs nobody out.
 */
export async function sharedJwtSecret(db: Db, dataDir: string): Promise<string> {
  const legacyFile = path.join(dataDir, '.jwt-secret');
  const candidate = existsSync(legacyFile)
    ? readFileSync(legacyFile, 'utf8').trim()
    : randomBytes(48).toString('base64url');
  return claimSetting(db, SETTINGS_KEYS.jwtSecret, candidate);
}
