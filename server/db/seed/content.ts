import type { Db } from '../client';
import { settings, staticPages, wizardSteps } from '../schema/index';
import { SETTINGS_KEYS } from '../settings';
import { META, siteSettings, STATIC_PAGES, WIZARD_STEPS } from './data/content';
import { uploadUrl, wizardImagePath } from './images';

/** Wizard steps with their per-platform sort, as the image renderer needs them. */
export const wizardPlan = () => {
  const counters = new Map<string, number>();
  return WIZARD_STEPS.map((step) => {
    const sort = counters.get(step.platform) ?? 0;
    counters.set(step.platform, sort + 1);
    return { ...step, sort };
  });
};

export async function insertContent(tx: Db, siteUrl: string) {
  await tx.insert(settings).values([
    { key: SETTINGS_KEYS.site, value: siteSettings(siteUrl) },
    { key: SETTINGS_KEYS.meta, value: META },
  ]);
  await tx.insert(staticPages).values(STATIC_PAGES);
  await tx.insert(wizardSteps).values(
    wizardPlan().map((step) => ({
      ...step,
      image: uploadUrl(wizardImagePath(step.platform, step.sort)),
    })),
  );
}
