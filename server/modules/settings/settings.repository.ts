import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staticPages, wizardSteps } from '../../db/schema';
import { bothLanguages } from '../../lib/texts';

/** Each static page's title key in the locale files (`pages.json`). */
const STATIC_PAGE_TITLES = {
  'about-us': 'pages.about_us.title',
  'privacy-policy': 'pages.privacy_policy.title',
  terms: 'pages.terms_condition.title',
} as const;
export type StaticSlug = keyof typeof STATIC_PAGE_TITLES;

export async function readStaticPages(db: Db) {
  const rows = await db.select().from(staticPages);
  return new Map(rows.map((row) => [row.slug, row]));
}

function pageTitle(slug: StaticSlug) {
  const title = bothLanguages(STATIC_PAGE_TITLES[slug]);
  return { titleAr: title.ar, titleEn: title.en };
}

/** Writes a static page's text; a page missing from the database is created with its title. */
export async function upsertStaticPage(
  db: Db,
  slug: StaticSlug,
  body: { bodyAr: string; bodyEn: string },
) {
  await db
    .insert(staticPages)
    .values({ slug, ...pageTitle(slug), ...body })
    .onConflictDoUpdate({
      target: staticPages.slug,
      set: { bodyAr: body.bodyAr, bodyEn: body.bodyEn, updatedAt: sql`now()` },
    });
}

export function readWizardSteps(db: Db) {
  return db
    .select()
    .from(wizardSteps)
    .orderBy(asc(wizardSteps.platform), asc(wizardSteps.sort), asc(wizardSteps.id));
}

/** Replaces every wizard step with `steps`. */
export async function replaceWizardSteps(
  db: Db,
  steps: (typeof wizardSteps.$inferInsert)[],
): Promise<void> {
  await db.delete(wizardSteps);
  if (steps.length > 0) await db.insert(wizardSteps).values(steps);
}
