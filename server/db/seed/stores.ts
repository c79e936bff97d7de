import type { Db } from '../client';
import { branches, stores, storeStaff } from '../schema/index';
import { shade } from '../../lib/images';
import { SUB_RESELLER_STORE } from './accounts';
import { GOVERNORATES, STREETS } from './data/governorates';
import { STORES } from './data/stores';
import { bannerPath, logoPath, uploadUrl } from './images';
import type { SeededPeople } from './people';
import { createRng, type Rng, toArabicDigits } from './prng';
import type { ReferenceIds } from './reference';

const DAY = 86_400_000;

const mapLink = (lat: number, lng: number) =>
  `https://www.google.com/maps?q=${lat.toFixed(5)},${lng.toFixed(5)}`;

function phone(rng: Rng) {
  return `01${rng.pick(['0', '1', '2', '5'])}${String(rng.int(10_000_000, 99_999_999))}`;
}

/** The street line a seller types; the page adds the area and governorate in its language. */
function address(rng: Rng) {
  const street = rng.pick(STREETS);
  return `${toArabicDigits(rng.int(1, 180))} ${street.ar}`;
}

/** Store id per username. */
export async function insertStores(
  tx: Db,
  ids: ReferenceIds,
  people: SeededPeople,
  now: Date,
): Promise<Map<string, number>> {
  const rng = createRng(9_001);
  const rows = STORES.map((seed) => {
    const governorate = GOVERNORATES.find((g) => g.en === seed.governorate)!;
    const area = governorate.areas.find((a) => a.en === seed.area)!;
    const createdAt = new Date(now.getTime() - rng.int(90, 420) * DAY);
    const storePhone = phone(rng);
    const expiresAt =
      seed.state === 'expired'
        ? new Date(now.getTime() - 3 * DAY)
        : seed.package === 'lifetime'
          ? null
          : new Date(now.getTime() + (seed.package === 'trial' ? 10 : rng.int(12, 60)) * DAY);
    return {
      ownerId: people.storeOwners.get(seed.username)!,
      name: seed.name,
      username: seed.username,
      descriptionAr: seed.descriptionAr,
      descriptionEn: seed.descriptionEn,
      phoneNumber: storePhone,
      whatsapp: rng.chance(0.7) ? storePhone : phone(rng),
      address: address(rng),
      location: mapLink(
        governorate.lat + (rng.next() - 0.5) * 0.04,
        governorate.lng + (rng.next() - 0.5) * 0.04,
      ),
      logo: uploadUrl(logoPath(seed.username)),
      mainColor: seed.mainColor,
      backgroundColor: shade(seed.mainColor, 0.9),
      backgroundImage: uploadUrl(bannerPath(seed.username)),
      categoryId: ids.categories.get(seed.category)!,
      autoRenew: rng.chance(0.5),
      autoTranslate: rng.chance(0.3),
      authorizedOrders: seed.authorizedOrders ?? false,
      views: rng.int(150, 25_000),
      verifiedAt: seed.verified ? new Date(createdAt.getTime() + rng.int(2, 20) * DAY) : null,
      status: seed.state === 'suspended' ? ('suspended' as const) : ('active' as const),
      archivedAt: seed.state === 'archived' ? new Date(now.getTime() - 20 * DAY) : null,
      expiresAt,
      packageId: seed.package ? ids.packages.get(seed.package)! : null,
      governorateId: ids.governorates.get(governorate.en)!,
      areaId: ids.areas.get(`${governorate.en}|${area.en}`)!,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const inserted = await tx
    .insert(stores)
    .values(rows)
    .returning({ id: stores.id, username: stores.username });
  const storeIds = new Map(inserted.map((row) => [row.username, row.id]));

  const branchRows = STORES.flatMap((seed) => {
    const governorate = GOVERNORATES.find((g) => g.en === seed.governorate)!;
    const main = governorate.areas.find((a) => a.en === seed.area)!;
    const others = rng.sample(
      governorate.areas.filter((a) => a !== main),
      seed.branches - 1,
    );
    return [main, ...others].map((area, i) => ({
      storeId: storeIds.get(seed.username)!,
      nameAr: i === 0 ? 'الفرع الرئيسي' : `فرع ${area.ar}`,
      nameEn: i === 0 ? 'Main branch' : `${area.en} branch`,
      address: address(rng),
      location: mapLink(
        governorate.lat + (rng.next() - 0.5) * 0.06,
        governorate.lng + (rng.next() - 0.5) * 0.06,
      ),
      phone: phone(rng),
      governorateId: ids.governorates.get(governorate.en)!,
      areaId: ids.areas.get(`${governorate.en}|${area.en}`)!,
    }));
  });
  await tx.insert(branches).values(branchRows);

  await tx.insert(storeStaff).values({
    storeId: storeIds.get(SUB_RESELLER_STORE)!,
    userId: people.demo.get('subreseller')!,
    canManageStore: true,
    canChat: true,
  });
  return storeIds;
}
