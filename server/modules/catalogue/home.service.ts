import type { SQL } from 'drizzle-orm';
import type { HomeData, WebsiteHomeData } from '../../../domain/contracts/catalogue.contract';
import { metaDescription } from '../../../domain/meta';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { readSetting, readSiteSettings, SETTINGS_KEYS } from '../../db/settings';
import { homeOfferGroups } from '../offers/offers.service';
import { getCategoryTree } from './categories.service';
import { pick, toProductCard } from './mappers';
import { listProductCards, productFilter, productOrder } from './products.repository';
import { listCountedStoreCards, toStoreCard } from './stores.service';
import { storeFilter, storeOrder } from './stores.repository';

const SECTION_SIZE = 8;

async function cards(db: Db, language: Language, orderBy: SQL[], where: SQL[] = [], limit = 8) {
  const rows = await listProductCards(db, { where, orderBy, limit, offset: 0 });
  return rows.map((row) => toProductCard(row, language));
}

async function hero(db: Db, language: Language) {
  const [settings, meta, offerGroups] = await Promise.all([
    readSiteSettings(db),
    readSetting<Record<Language, { meta_description: string }>>(db, SETTINGS_KEYS.meta),
    homeOfferGroups(db, language),
  ]);
  return {
    theme: settings?.homeTheme ?? 'traditional',
    hero: {
      title: settings ? pick(language, settings.siteName.ar, settings.siteName.en) : '',
      description: metaDescription(meta?.[language]?.meta_description ?? ''),
    },
    offerGroups,
  };
}

/**
 * Featured: the best rated products, then the most viewed of the unrated. Two walks of the rating
 * and views indexes; one order by (rating, count, views) had no index and sorted every public
 * product (~200 ms on 100,000).
 */
async function featuredCards(db: Db, language: Language) {
  const rated = await cards(db, language, productOrder.rating, [productFilter.rated(true)]);
  if (rated.length >= SECTION_SIZE) return rated;
  const viewed = await cards(
    db,
    language,
    productOrder.views,
    [productFilter.rated(false)],
    SECTION_SIZE - rated.length,
  );
  return [...rated, ...viewed];
}

/** Traditional home: sections stacked one under the other. */
export async function getHome(db: Db, language: Language): Promise<HomeData> {
  const [head, tree, featured, offers, newest, storeRows] = await Promise.all([
    hero(db, language),
    getCategoryTree(db, language),
    featuredCards(db, language),
    cards(db, language, productOrder.discount, [productFilter.discounted(true)]),
    cards(db, language, productOrder.newest),
    listCountedStoreCards(db, { where: [], orderBy: storeOrder, limit: SECTION_SIZE, offset: 0 }),
  ]);
  return {
    ...head,
    categories: tree.map(({ children: _children, ...main }) => main),
    featured,
    offers,
    newest,
    stores: storeRows.map((row) => toStoreCard(row, language)),
  };
}

const RAILS = 4;
const SPOTLIGHT = 3;

/**
 * Modern home: a product rail for each of the largest main categories and a spotlight on the top
 * verified stores with a few of their newest products.
 */
export async function getWebsiteHome(db: Db, language: Language): Promise<WebsiteHomeData> {
  const [head, tree, offers, mostViewed, storeRows] = await Promise.all([
    hero(db, language),
    getCategoryTree(db, language),
    cards(db, language, productOrder.discount, [productFilter.discounted(true)]),
    cards(db, language, productOrder.views),
    listCountedStoreCards(db, {
      where: [storeFilter.verified(true)],
      orderBy: storeOrder,
      limit: SPOTLIGHT,
      offset: 0,
    }),
  ]);
  const mains = tree
    .map(({ children: _children, ...main }) => main)
    .filter((main) => main.productsCount > 0)
    .sort((a, b) => b.productsCount - a.productsCount)
    .slice(0, RAILS);
  const [rails, spotlight] = await Promise.all([
    Promise.all(
      mains.map(async (category) => ({
        category,
        products: await cards(db, language, productOrder.newest, [
          productFilter.mainCategory(category.id),
        ]),
      })),
    ),
    Promise.all(
      storeRows.map(async (row) => ({
        store: toStoreCard(row, language),
        products: await cards(
          db,
          language,
          productOrder.newest,
          [productFilter.storeId(row.id)],
          4,
        ),
      })),
    ),
  ]);
  return { ...head, rails, spotlight, offers, mostViewed };
}
