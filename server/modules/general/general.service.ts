import type { LayoutData } from '../../../domain/contracts/general.contract';
import { metaDescription, metaKeywords, metaTitle } from '../../../domain/meta';
import type { Language } from '../../../domain/status/statuses';
import type { Database, Db } from '../../db/client';
import { APP_VERSION } from '../../lib/version';
import type { Actor } from '../auth/auth.service';
import {
  findAdSlots,
  findSiteMeta,
  findSiteSettings,
  listWizardSteps,
  updateUserLanguage,
} from './general.repository';
import { countUnread } from '../notifications/notifications.service';
import { countCartLines } from '../commerce/cart.service';
import { cardPaymentsAvailable } from '../payments/payments.service';

/** Pings the database; the answer names no engine (the banner and logs tell the operator). */
export async function checkHealth(database: Database) {
  await database.ping();
  return { status: 'ok' as const, version: APP_VERSION };
}

/** Site meta in the request language, trimmed to spec §9 limits, and the public settings. */
export async function getLayout(
  db: Db,
  language: Language,
  actor: Actor | null,
): Promise<LayoutData> {
  const [settings, meta, slots, unread, cartItemsCount] = await Promise.all([
    findSiteSettings(db),
    findSiteMeta(db, language),
    findAdSlots(db),
    actor ? countUnread(db, actor.userId) : 0,
    actor ? countCartLines(db, actor.userId) : 0,
  ]);
  const today = cairoToday();
  return {
    meta: {
      meta_title: metaTitle(meta.meta_title),
      meta_description: metaDescription(meta.meta_description),
      meta_keywords: metaKeywords(meta.meta_keywords),
    },
    settings,
    // Spec §4: the unread count appended to the page title; visitors have none.
    notificationsCount: unread,
    cartItemsCount,
    cardPayments: cardPaymentsAvailable(),
    ads: slots
      .filter((slot) => slot.is_active && slot.starts_at <= today && today <= slot.ends_at)
      .map(({ image, link, placement }) => ({ image, link, placement })),
  };
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (every checkout asks).
const cairoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' });

/** Today's date in Egypt, `2026-11-24`: an ad's first and last day are Cairo days. */
export function cairoToday(now = new Date()): string {
  return cairoDate.format(now);
}

export async function getWizard(db: Db, platform: 'web' | 'android' | 'ios', language: Language) {
  const steps = await listWizardSteps(db, platform);
  return steps.map((step) => ({
    id: step.id,
    platform: step.platform,
    title: language === 'ar' ? step.titleAr : step.titleEn,
    body: language === 'ar' ? step.bodyAr : step.bodyEn,
    image: step.image,
    sort: step.sort,
  }));
}

/** Visitors keep their choice in the browser only; an account remembers it for emails and pushes. */
export async function changeLanguage(db: Db, actor: Actor | null, language: Language) {
  if (actor) await updateUserLanguage(db, actor.userId, language);
  return { language };
}
