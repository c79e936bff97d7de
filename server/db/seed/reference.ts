import { isNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  areas,
  attributes,
  categories,
  categoryAttributes,
  governorates,
  packageFeatures,
  packages,
} from '../schema/index';
import { ATTRIBUTES, CATEGORIES } from './data/catalogue';
import { PACKAGES } from './data/content';
import { GOVERNORATES } from './data/governorates';
import { categoryImagePath, uploadUrl } from './images';

/** Natural key → id maps the rest of the seed resolves its plans against. */
export interface ReferenceIds {
  governorates: Map<string, number>;
  /** `${governorate en}|${area en}` */
  areas: Map<string, number>;
  categories: Map<string, number>;
  /** Main attributes by English name. */
  mainAttributes: Map<string, number>;
  /** `${main en}|${value en}` */
  attributeValues: Map<string, number>;
  packages: Map<string, number>;
}

export async function insertReferenceData(tx: Db): Promise<ReferenceIds> {
  const ids: ReferenceIds = {
    governorates: new Map(),
    areas: new Map(),
    categories: new Map(),
    mainAttributes: new Map(),
    attributeValues: new Map(),
    packages: new Map(),
  };

  const govRows = await tx
    .insert(governorates)
    .values(GOVERNORATES.map((g, sort) => ({ nameAr: g.ar, nameEn: g.en, sort })))
    .returning({ id: governorates.id, nameEn: governorates.nameEn });
  for (const row of govRows) ids.governorates.set(row.nameEn, row.id);

  const areaValues = GOVERNORATES.flatMap((g) =>
    g.areas.map((area, sort) => ({
      governorateId: ids.governorates.get(g.en)!,
      nameAr: area.ar,
      nameEn: area.en,
      sort,
    })),
  );
  const areaRows = await tx
    .insert(areas)
    .values(areaValues)
    .returning({ id: areas.id, governorateId: areas.governorateId, nameEn: areas.nameEn });
  const govName = new Map([...ids.governorates].map(([name, id]) => [id, name]));
  for (const row of areaRows)
    ids.areas.set(`${govName.get(row.governorateId)}|${row.nameEn}`, row.id);

  for (const [sort, top] of CATEGORIES.entries()) {
    const [parent] = await tx
      .insert(categories)
      .values({
        nameAr: top.ar,
        nameEn: top.en,
        slug: top.slug,
        icon: top.icon,
        image: uploadUrl(categoryImagePath(top.slug)),
        sort,
      })
      .returning({ id: categories.id });
    ids.categories.set(top.slug, parent!.id);
    const children = await tx
      .insert(categories)
      .values(
        top.children.map((child, childSort) => ({
          parentId: parent!.id,
          nameAr: child.ar,
          nameEn: child.en,
          slug: child.slug,
          icon: child.icon,
          image: uploadUrl(categoryImagePath(child.slug)),
          sort: childSort,
          // Real-estate sub-categories read better as chips than as picture tiles.
          displayAsText: top.slug === 'real-estate',
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    for (const child of children) ids.categories.set(child.slug, child.id);
  }

  for (const [sort, attribute] of ATTRIBUTES.entries()) {
    const [main] = await tx
      .insert(attributes)
      .values({
        nameAr: attribute.ar,
        nameEn: attribute.en,
        hasPrice: attribute.hasPrice ?? false,
        multiSelect: attribute.multiSelect ?? false,
        isRequired: attribute.isRequired ?? false,
        showInFilter: attribute.showInFilter ?? false,
        sort,
      })
      .returning({ id: attributes.id });
    ids.mainAttributes.set(attribute.en, main!.id);
    const values = await tx
      .insert(attributes)
      .values(
        attribute.values.map((value, valueSort) => ({
          parentId: main!.id,
          nameAr: value.ar,
          nameEn: value.en,
          color: value.color ?? null,
          sort: valueSort,
        })),
      )
      .returning({ id: attributes.id, nameEn: attributes.nameEn });
    for (const value of values)
      ids.attributeValues.set(`${attribute.en}|${value.nameEn}`, value.id);
  }

  const links = CATEGORIES.flatMap((top) => [
    ...top.attributes.map((name) => ({ slug: top.slug, name })),
    ...top.children.flatMap((child) =>
      child.attributes.map((name) => ({ slug: child.slug, name })),
    ),
  ]);
  await tx.insert(categoryAttributes).values(
    links.map((link) => ({
      categoryId: ids.categories.get(link.slug)!,
      attributeId: ids.mainAttributes.get(link.name)!,
    })),
  );

  for (const [sort, seed] of PACKAGES.entries()) {
    const [row] = await tx
      .insert(packages)
      .values({
        nameAr: seed.nameAr,
        nameEn: seed.nameEn,
        price: seed.price,
        productsCount: seed.productsCount,
        durationDays: seed.durationDays,
        isLifetime: seed.isLifetime ?? false,
        isTrial: seed.isTrial ?? false,
        trialPeriodDays: seed.trialPeriodDays ?? null,
        sort,
      })
      .returning({ id: packages.id });
    ids.packages.set(seed.key, row!.id);
    await tx.insert(packageFeatures).values(
      seed.features.map(([nameAr, nameEn, statementAr, statementEn], featureSort) => ({
        packageId: row!.id,
        nameAr,
        nameEn,
        statementAr,
        statementEn,
        sort: featureSort,
      })),
    );
  }
  return ids;
}

/** Rebuilds the maps from an already seeded database (used when extending the catalogue). */
export async function loadReferenceIds(
  db: Db,
): Promise<Pick<ReferenceIds, 'categories' | 'mainAttributes' | 'attributeValues'>> {
  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories);
  const mainRows = await db
    .select({ id: attributes.id, nameEn: attributes.nameEn })
    .from(attributes)
    .where(isNull(attributes.parentId));
  const valueRows = await db
    .select({ id: attributes.id, parentId: attributes.parentId, nameEn: attributes.nameEn })
    .from(attributes);
  const mainName = new Map(mainRows.map((row) => [row.id, row.nameEn]));
  return {
    categories: new Map(categoryRows.map((row) => [row.slug, row.id])),
    mainAttributes: new Map(mainRows.map((row) => [row.nameEn, row.id])),
    attributeValues: new Map(
      valueRows
        .filter((row) => row.parentId !== null && mainName.has(row.parentId))
        .map((row) => [`${mainName.get(row.parentId!)}|${row.nameEn}`, row.id]),
    ),
  };
}
