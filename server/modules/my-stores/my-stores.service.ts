import type {
  CreateStoreBody,
  MyStore,
  MyStoreDetail,
  MyStoreState,
  StartPackage,
  StoreBody,
} from '../../../domain/contracts/my-stores.contract';
import { AppError } from '../../../domain/errors';
import { daysLeft } from '../../../domain/status/visibility';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import { writeLog } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { accountChanged } from '../auth/auth.service';
import { isUniqueViolation } from '../accounts/conflicts';
import {
  findOwnStore,
  insertStore,
  listOwnStores,
  lockAccount,
  lockOwnStore,
  makeReseller,
  startPackages,
  storeUsernameTaken,
  updateStoreRow,
  type MyStoreDetailRow,
  type MyStoreRow,
  type StartPackageRow,
  type StoreValues,
} from './my-stores.repository';
import { areaInGovernorate, categoryIsMain, governorateExists } from './places.repository';

const DAY_MS = 86_400_000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Roles that may open a store: a shopper (who becomes a reseller) and a reseller. */
const MAY_OPEN = new Set(['user', 'reseller']);

export function storeState(row: MyStoreRow, now: Date): MyStoreState {
  if (row.archivedAt) return 'archived';
  if (row.status === 'suspended') return 'suspended';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return row.hasAccepted ? 'active' : 'new';
}

function toMyStore(row: MyStoreRow, now: Date): MyStore {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    logo: row.logo,
    main_color: row.mainColor,
    state: storeState(row, now),
    status: row.status,
    verified: row.verifiedAt !== null,
    package:
      row.packageId === null
        ? null
        : {
            id: row.packageId,
            name_ar: row.packageNameAr ?? '',
            name_en: row.packageNameEn ?? '',
            is_trial: row.packageIsTrial ?? false,
            is_lifetime: row.packageIsLifetime ?? false,
            products_count: row.packageProductsCount ?? 0,
          },
    expires_at: iso(row.expiresAt),
    days_left: row.expiresAt ? daysLeft(row.expiresAt, now) : null,
    products_used: row.productsUsed,
    created_at: row.createdAt.toISOString(),
  };
}

function toDetail(row: MyStoreDetailRow, now: Date): MyStoreDetail {
  return {
    ...toMyStore(row, now),
    description_ar: row.descriptionAr,
    description_en: row.descriptionEn,
    phone_number: row.phoneNumber,
    whatsapp: row.whatsapp,
    address: row.address,
    governorate_id: row.governorateId,
    area_id: row.areaId,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    background_color: row.backgroundColor,
    background_image: row.backgroundImage,
    category_id: row.categoryId,
    facebook_url: row.facebookUrl,
    instagram_url: row.instagramUrl,
    linkedin_url: row.linkedinUrl,
    twitter_url: row.twitterUrl,
    telegram: row.telegram,
    authorized_orders: row.authorizedOrders,
    auto_renew: row.autoRenew,
    auto_translate: row.autoTranslate,
  };
}

export async function getMyStores(db: Db, actor: Actor): Promise<MyStore[]> {
  const now = new Date();
  return (await listOwnStores(db, actor.userId)).map((row) => toMyStore(row, now));
}

export async function getMyStore(db: Db, actor: Actor, id: number): Promise<MyStoreDetail> {
  const row = await findOwnStore(db, actor.userId, id);
  if (!row) throw new AppError('not_found');
  return toDetail(row, new Date());
}

function toStartPackage(row: StartPackageRow): StartPackage {
  return {
    id: row.id,
    name_ar: row.nameAr,
    name_en: row.nameEn,
    is_trial: row.isTrial,
    is_lifetime: row.isLifetime,
    days: row.isLifetime ? null : row.isTrial ? row.trialPeriodDays : row.durationDays,
    products_count: row.productsCount,
  };
}

export async function getStartPackages(db: Db, actor: Actor): Promise<StartPackage[]> {
  return (await startPackages(db, actor.userId)).map(toStartPackage);
}

/**
 * Coordinates written in a Google Maps link (`@30.04,31.23`, `?q=30.04,31.23`, `ll=`), so a pasted
 * link shows on the map as "use my location" does; null when the link carries none (short links).
 */
export function coordinatesOf(link: string): { latitude: number; longitude: number } | null {
  const match = /(?:@|[?&](?:q|ll|query)=)(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)/.exec(
    decodeURIComponent(link),
  );
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

const blank = (value: string | null | undefined) => (value ? value : null);

/** The columns of a validated store form. */
function storeValues(body: StoreBody): StoreValues {
  const location = blank(body.location);
  const fromLink = location && body.latitude == null ? coordinatesOf(location) : null;
  return {
    name: body.name,
    username: body.username,
    descriptionAr: body.description_ar,
    descriptionEn: body.description_en ?? '',
    phoneNumber: body.phone_number,
    whatsapp: blank(body.whatsapp),
    address: body.address,
    governorateId: body.governorate_id,
    areaId: body.area_id ?? null,
    location,
    latitude: body.latitude ?? fromLink?.latitude ?? null,
    longitude: body.longitude ?? fromLink?.longitude ?? null,
    logo: body.logo,
    mainColor: body.main_color.toLowerCase(),
    backgroundColor: blank(body.background_color)?.toLowerCase() ?? null,
    backgroundImage: body.background_image ?? null,
    categoryId: body.category_id,
    facebookUrl: blank(body.facebook_url),
    instagramUrl: blank(body.instagram_url),
    linkedinUrl: blank(body.linkedin_url),
    twitterUrl: blank(body.twitter_url),
    telegram: blank(body.telegram),
    authorizedOrders: body.authorized_orders ?? false,
    autoRenew: body.auto_renew ?? false,
    autoTranslate: body.auto_translate ?? false,
  };
}

const usernameTaken = () =>
  new AppError('conflict', 'Store username taken', [
    { path: 'username', message: V.store_username.taken },
  ]);

/** The references of the form exist and fit together (a main category, an area of the governorate). */
async function assertReferences(db: Db, body: StoreBody) {
  if (!(await governorateExists(db, body.governorate_id))) {
    throw new AppError('validation_failed', 'Unknown governorate', [
      { path: 'governorate_id', message: V.required },
    ]);
  }
  if (body.area_id != null && !(await areaInGovernorate(db, body.area_id, body.governorate_id))) {
    throw new AppError('validation_failed', 'Area not in the governorate', [
      { path: 'area_id', message: V.required },
    ]);
  }
  if (!(await categoryIsMain(db, body.category_id))) {
    throw new AppError('validation_failed', 'Not a main category', [
      { path: 'category_id', message: V.choice.category },
    ]);
  }
}

/**
 * Opens a store. The first store of a shopper makes them a reseller. The store starts on
 * the chosen package when it needs no payment (an unused trial, or a free package), by default on
 * the first such package, trials first; with none left it opens without a package (no products
 * until it subscribes from /upgrade). Paid packages are bought from /upgrade.
 */
export async function createStore(
  db: Db,
  actor: Actor,
  body: CreateStoreBody,
): Promise<MyStoreDetail> {
  if (!MAY_OPEN.has(actor.role)) {
    throw new AppError('not_authorized', 'This account cannot open a store');
  }
  await assertReferences(db, body);
  const { id, roleChanged } = await db
    .transaction(async (tx) => {
      const account = await lockAccount(tx, actor.userId);
      if (!account) throw new AppError('unauthenticated');
      if (await storeUsernameTaken(tx, body.username)) throw usernameTaken();
      const offered = await startPackages(tx, actor.userId);
      const chosen =
        body.package_id == null
          ? (offered[0] ?? null)
          : (offered.find((row) => row.id === body.package_id) ?? null);
      if (body.package_id != null && !chosen) throw new AppError('package_unavailable');
      const now = Date.now();
      const days = chosen ? toStartPackage(chosen).days : null;
      const storeId = await insertStore(tx, actor.userId, {
        ...storeValues(body),
        status: 'active',
        packageId: chosen?.id ?? null,
        expiresAt: chosen && days !== null ? new Date(now + days * DAY_MS) : null,
      });
      const becomesReseller = account.role === 'user';
      if (becomesReseller) await makeReseller(tx, actor.userId);
      await writeLog(tx, actor, {
        action: 'stores.create',
        entity: 'stores',
        entityId: storeId,
        notes: chosen ? `package ${chosen.id}` : 'no package',
      });
      return { id: storeId, roleChanged: becomesReseller };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    });
  // The actor (role, own store ids) is cached per session: the next request must see the store.
  accountChanged(actor.userId);
  void roleChanged;
  return getMyStore(db, actor, id);
}

/** Saves a store's settings; only its owner may (anyone else: not found). */
export async function updateStore(
  db: Db,
  actor: Actor,
  id: number,
  body: StoreBody,
): Promise<MyStoreDetail> {
  await assertReferences(db, body);
  const before = await findOwnStore(db, actor.userId, id);
  if (!before) throw new AppError('not_found');
  await db
    .transaction(async (tx) => {
      const locked = await lockOwnStore(tx, actor.userId, id);
      if (!locked) throw new AppError('not_found');
      if (await storeUsernameTaken(tx, body.username, id)) throw usernameTaken();
      const values = storeValues(body);
      await updateStoreRow(tx, id, values);
      const changes: Record<string, [unknown, unknown]> = {};
      for (const [key, value] of Object.entries(values)) {
        const old = (before as Record<string, unknown>)[key];
        if (old !== undefined && old !== value) changes[key] = [old, value];
      }
      await writeLog(tx, actor, {
        action: 'stores.update',
        entity: 'stores',
        entityId: id,
        changes,
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    });
  return getMyStore(db, actor, id);
}
