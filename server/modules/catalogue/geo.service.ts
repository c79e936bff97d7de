import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { listAreas, listGovernorates } from './geo.repository';
import { pick } from './mappers';

export async function getGovernorates(db: Db, language: Language) {
  const rows = await listGovernorates(db);
  return rows.map((row) => ({ id: row.id, name: pick(language, row.nameAr, row.nameEn) }));
}

/** Areas of a governorate; an unknown governorate simply has none. */
export async function getAreas(db: Db, governorateId: number, language: Language) {
  const rows = await listAreas(db, governorateId);
  return rows.map((row) => ({
    id: row.id,
    name: pick(language, row.nameAr, row.nameEn),
    governorateId: row.governorateId,
  }));
}
