import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, governorates } from '../../db/schema';

export function listGovernorates(db: Db) {
  return db.select().from(governorates).orderBy(asc(governorates.sort), asc(governorates.id));
}

export function listAreas(db: Db, governorateId: number) {
  return db
    .select()
    .from(areas)
    .where(eq(areas.governorateId, governorateId))
    .orderBy(asc(areas.sort), asc(areas.id));
}

/**
 * Governorate and area (both languages) of a row joined to both tables: a store, a branch, the
 * store of a product. The mappers read these names.
 */
export const placeColumns = {
  governorateId: governorates.id,
  governorateAr: governorates.nameAr,
  governorateEn: governorates.nameEn,
  areaId: areas.id,
  areaAr: areas.nameAr,
  areaEn: areas.nameEn,
};
