import type { SiteSettings } from '../../../domain/contracts/general.contract';
import type {
  AdsSettingsBody,
  AdSlot,
  PanelSettings,
  SeoSettingsBody,
  SettingsBody,
  SettingsPage,
  WebsiteSettingsBody,
  WizardSettingsBody,
} from '../../../domain/contracts/panel/settings.contract';
import { STORED_IMAGE_URL } from '../../../domain/contracts/panel/settings.contract';
import { AppError } from '../../../domain/errors';
import { metaDescription, metaKeywords, metaTitle } from '../../../domain/meta';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import {
  readDeliverySettings,
  readSetting,
  readSiteSettings,
  SETTINGS_KEYS,
  writeSetting,
  type DeliverySettings,
} from '../../db/settings';
import { changedFields, writeLog } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import {
  readStaticPages,
  readWizardSteps,
  replaceWizardSteps,
  upsertStaticPage,
} from './settings.repository';

interface LayoutMeta {
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

/** A new upload's path becomes the `/uploads/…` URL the shop reads; a stored URL stays. */
export function toStoredImage(value: string): string;
export function toStoredImage(value: string | null): string | null;
export function toStoredImage(value: string | null): string | null {
  if (value === null) return null;
  return STORED_IMAGE_URL.test(value) ? value : `/uploads/${value}`;
}

async function readWebsite(db: Db): Promise<PanelSettings> {
  const [site, pages, delivery] = await Promise.all([
    readSiteSettings(db),
    readStaticPages(db),
    readDeliverySettings(db),
  ]);
  // The seed writes them on first start; without them there is no form to fill.
  if (!site) throw new AppError('service_unavailable', 'Site settings are missing');
  const page = (slug: string) => pages.get(slug);
  return {
    page: 'manage_website',
    site_name_ar: site.siteName.ar,
    site_name_en: site.siteName.en,
    site_url: site.siteUrl,
    logo: site.logo ?? null,
    home_theme: site.homeTheme,
    contact_email: site.contactEmail,
    contact_phone: site.contactPhone,
    whatsapp: site.whatsapp,
    facebook: site.facebook,
    instagram: site.instagram,
    twitter: site.twitter,
    footer_ar: site.footer.ar,
    footer_en: site.footer.en,
    orders_without_login: site.ordersWithoutLogin,
    marketplace_delivery: delivery.marketplaceTable,
    verification_price: site.verificationPrice,
    about_ar: page('about-us')?.bodyAr ?? '',
    about_en: page('about-us')?.bodyEn ?? '',
    privacy_ar: page('privacy-policy')?.bodyAr ?? '',
    privacy_en: page('privacy-policy')?.bodyEn ?? '',
    terms_ar: page('terms')?.bodyAr ?? '',
    terms_en: page('terms')?.bodyEn ?? '',
  };
}

async function readSeo(db: Db): Promise<PanelSettings> {
  const meta = await readSetting<Partial<Record<Language, LayoutMeta>>>(db, SETTINGS_KEYS.meta);
  return {
    page: 'manage_SEO',
    meta_title_ar: meta?.ar?.meta_title ?? '',
    meta_title_en: meta?.en?.meta_title ?? '',
    meta_description_ar: meta?.ar?.meta_description ?? '',
    meta_description_en: meta?.en?.meta_description ?? '',
    meta_keywords_ar: meta?.ar?.meta_keywords ?? '',
    meta_keywords_en: meta?.en?.meta_keywords ?? '',
  };
}

async function readAds(db: Db): Promise<PanelSettings> {
  const ads = await readSetting<{ slots: AdSlot[] }>(db, SETTINGS_KEYS.ads);
  return { page: 'manage_Ads', slots: ads?.slots ?? [] };
}

async function readWizard(db: Db): Promise<PanelSettings> {
  const steps = await readWizardSteps(db);
  return {
    page: 'wizard',
    steps: steps.map((step) => ({
      id: step.id,
      platform: step.platform,
      title_ar: step.titleAr,
      title_en: step.titleEn,
      body_ar: step.bodyAr,
      body_en: step.bodyEn,
      image: step.image,
      sort: step.sort,
    })),
  };
}

export function getSettings(db: Db, page: SettingsPage): Promise<PanelSettings> {
  switch (page) {
    case 'manage_website':
      return readWebsite(db);
    case 'manage_SEO':
      return readSeo(db);
    case 'manage_Ads':
      return readAds(db);
    case 'wizard':
      return readWizard(db);
  }
}

async function writeWebsite(db: Db, body: WebsiteSettingsBody, siteUrl: string) {
  const site: SiteSettings = {
    siteName: { ar: body.site_name_ar, en: body.site_name_en },
    siteUrl,
    homeTheme: body.home_theme,
    contactEmail: body.contact_email,
    contactPhone: body.contact_phone,
    whatsapp: body.whatsapp,
    facebook: body.facebook,
    instagram: body.instagram,
    twitter: body.twitter,
    footer: { ar: body.footer_ar, en: body.footer_en },
    ordersWithoutLogin: body.orders_without_login,
    verificationPrice: body.verification_price,
    logo: toStoredImage(body.logo),
  };
  await writeSetting(db, SETTINGS_KEYS.site, site);
  await writeSetting(db, SETTINGS_KEYS.delivery, {
    marketplaceTable: body.marketplace_delivery,
  } satisfies DeliverySettings);
  await upsertStaticPage(db, 'about-us', { bodyAr: body.about_ar, bodyEn: body.about_en });
  await upsertStaticPage(db, 'privacy-policy', {
    bodyAr: body.privacy_ar,
    bodyEn: body.privacy_en,
  });
  await upsertStaticPage(db, 'terms', { bodyAr: body.terms_ar, bodyEn: body.terms_en });
}

/** Stored trimmed to spec §9 limits, so the form shows exactly what the shop's head carries. */
async function writeSeo(db: Db, body: SeoSettingsBody) {
  const meta = (language: Language): LayoutMeta => ({
    meta_title: metaTitle(body[`meta_title_${language}`]),
    meta_description: metaDescription(body[`meta_description_${language}`]),
    meta_keywords: metaKeywords(body[`meta_keywords_${language}`]),
  });
  await writeSetting(db, SETTINGS_KEYS.meta, { ar: meta('ar'), en: meta('en') });
}

async function writeAds(db: Db, body: AdsSettingsBody) {
  const slots: AdSlot[] = body.slots.map((slot) => ({
    image: toStoredImage(slot.image),
    link: slot.link,
    placement: slot.placement,
    starts_at: slot.starts_at,
    ends_at: slot.ends_at,
    is_active: slot.is_active,
  }));
  await writeSetting(db, SETTINGS_KEYS.ads, { slots });
}

async function writeWizard(db: Db, body: WizardSettingsBody) {
  await replaceWizardSteps(
    db,
    body.steps.map((step) => ({
      platform: step.platform,
      titleAr: step.title_ar,
      titleEn: step.title_en,
      bodyAr: step.body_ar,
      bodyEn: step.body_en,
      image: toStoredImage(step.image),
      sort: step.sort,
    })),
  );
}

/** What a page's log row compares: the form without ids (wizard steps get new ones). */
function comparable(settings: PanelSettings): Record<string, unknown> {
  const { page: _page, ...fields } = settings;
  if ('steps' in fields) {
    return { steps: fields.steps.map(({ id: _id, ...step }) => step) };
  }
  return fields;
}

/**
 * Saves one settings page whole, in one transaction with its log row. `siteUrl` (the
 * deployment's SITE_URL) fills a site document written for the first time.
 */
export async function saveSettings(db: Db, actor: Actor, body: SettingsBody, siteUrl: string) {
  await db.transaction(async (tx) => {
    const before = await getSettings(tx, body.page).catch((error: unknown) => {
      // A missing site document is what a first save repairs.
      if (error instanceof AppError && error.code === 'service_unavailable') return null;
      throw error;
    });
    const storedUrl = before?.page === 'manage_website' ? before.site_url : siteUrl;
    switch (body.page) {
      case 'manage_website':
        await writeWebsite(tx, body, storedUrl);
        break;
      case 'manage_SEO':
        await writeSeo(tx, body);
        break;
      case 'manage_Ads':
        await writeAds(tx, body);
        break;
      case 'wizard':
        await writeWizard(tx, body);
        break;
    }
    const after = await getSettings(tx, body.page);
    await writeLog(tx, actor, {
      action: 'settings.update',
      entity: 'settings',
      entityId: body.page,
      changes: before ? changedFields(comparable(before), comparable(after)) : null,
    });
  });
  return getSettings(db, body.page);
}

/** Empties every cache of public answers; logged like any panel write. */
export async function clearCaches(db: Db, actor: Actor, clearAll: () => number) {
  const cleared = clearAll();
  await writeLog(db, actor, {
    action: 'cache.clear',
    entity: 'cache',
    notes: `${cleared} caches`,
  });
  return { cleared };
}
