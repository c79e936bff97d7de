import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, categories, governorates } from '../../db/schema';

// The references a store form names: checked before the write so a wrong id is a field error,
// not a foreign key failure.

export async function governorateExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: governorates.id })
    .from(governorates)
    .where(eq(governorates.id, id));
  return row !== undefined;
}

export async function areaInGovernorate(db: Db, areaId: number, governorateId: number) {
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.id, areaId), eq(areas.governorateId, governorateId)));
  return row !== undefined;
}

export async function categoryIsMain(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), isNull(categories.parentId)));
  return row !== undefined;
}
