import { asc, eq } from 'drizzle-orm';
import type { SiteSettings } from '../../../domain/contracts/general.contract';
import type { AdSlot } from '../../../domain/contracts/panel/settings.contract';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { users, wizardSteps } from '../../db/schema';
import { readSetting, readSiteSettings, SETTINGS_KEYS } from '../../db/settings';
import { AppError } from '../../../domain/errors';

interface LayoutMeta {
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

export async function findSiteSettings(db: Db): Promise<SiteSettings> {
  const settings = await readSiteSettings(db);
  // The seed writes them on first start; without them the site cannot render its header.
  if (!settings) throw new AppError('service_unavailable', 'Site settings are missing');
  return settings;
}

export async function findSiteMeta(db: Db, language: Language): Promise<LayoutMeta> {
  const meta = await readSetting<Record<Language, LayoutMeta>>(db, SETTINGS_KEYS.meta);
  return meta?.[language] ?? { meta_title: '', meta_description: '', meta_keywords: '' };
}

/** The stored ad slots (admin settings/manage_Ads); none until the admin saves some. */
export async function findAdSlots(db: Db): Promise<AdSlot[]> {
  const ads = await readSetting<{ slots: AdSlot[] }>(db, SETTINGS_KEYS.ads);
  return ads?.slots ?? [];
}

export async function listWizardSteps(db: Db, platform: 'web' | 'android' | 'ios') {
  return db
    .select()
    .from(wizardSteps)
    .where(eq(wizardSteps.platform, platform))
    .orderBy(asc(wizardSteps.sort), asc(wizardSteps.id));
}

export async function updateUserLanguage(db: Db, userId: number, language: Language) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
