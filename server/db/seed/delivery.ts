import type { Db } from '../client';
import { deliveryZones } from '../schema/index';
import { GOVERNORATES, type GovernorateSeed } from './data/governorates';
import { STORES } from './data/stores';
import type { ReferenceIds } from './reference';

/** Straight-line distance between two governorates' capitals, in km. */
function distanceKm(from: GovernorateSeed, to: GovernorateSeed) {
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLng = (to.lng - from.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/**
 * Every demo store's delivery table: a row for each governorate priced by its distance from the
 * store (a store's own governorate cheapest, Aswan dearest from Cairo), and a cheaper, next-day
 * row for the store's own area. Every other store ships free over 1,000 EGP at home.
 */
export async function insertDeliveryZones(
  tx: Db,
  ids: ReferenceIds,
  storeIds: Map<string, number>,
): Promise<void> {
  const rows = STORES.flatMap((seed, index) => {
    const home = GOVERNORATES.find((g) => g.en === seed.governorate)!;
    const storeId = storeIds.get(seed.username)!;
    const base = 20 + (index % 4) * 5;
    const governorateRows = GOVERNORATES.map((governorate) => {
      const km = distanceKm(home, governorate);
      const own = governorate === home;
      return {
        storeId,
        governorateId: ids.governorates.get(governorate.en)!,
        areaId: null,
        fee: own ? base : Math.min(150, base + 20 + Math.round(km / 50) * 5),
        freeOver: own && index % 2 === 0 ? 1_000 : null,
        daysMin: own ? 1 : km < 250 ? 2 : 3,
        daysMax: own ? 2 : km < 250 ? 4 : 6,
      };
    });
    const homeArea = {
      storeId,
      governorateId: ids.governorates.get(home.en)!,
      areaId: ids.areas.get(`${home.en}|${seed.area}`)!,
      fee: 15,
      freeOver: null,
      daysMin: 1,
      daysMax: 1,
    };
    return [...governorateRows, homeArea];
  });
  await tx.insert(deliveryZones).values(rows);
}
