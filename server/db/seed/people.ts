import type { Db } from '../client';
import { moderatorPermissions, users } from '../schema/index';
import { DEMO_ACCOUNTS } from './accounts';
import { FAMILY_NAMES, FEMALE_NAMES, LATIN, MALE_NAMES } from './data/people';
import { STORES } from './data/stores';
import { createRng, type Rng } from './prng';

const DAY = 86_400_000;

export interface SeededPeople {
  /** Demo accounts by username. */
  demo: Map<string, number>;
  /** Owner id per store username. */
  storeOwners: Map<string, number>;
  customers: number[];
}

type NewUser = typeof users.$inferInsert;

/** Unique Egyptian mobile numbers (010/011/012/015 + 8 digits), never clashing with demo ones. */
function phoneFactory(rng: Rng) {
  const used = new Set(DEMO_ACCOUNTS.map((account) => account.phone));
  return () => {
    for (;;) {
      const phone = `01${rng.pick(['0', '1', '2', '5'])}${String(rng.int(10_000_000, 99_999_999))}`;
      if (!used.has(phone)) {
        used.add(phone);
        return phone;
      }
    }
  };
}

function person(
  rng: Rng,
  index: number,
  nextPhone: () => string,
  role: NewUser['role'],
  now: Date,
) {
  const female = rng.chance(0.45);
  const firstName = rng.pick(female ? FEMALE_NAMES : MALE_NAMES);
  const lastName = rng.pick(FAMILY_NAMES);
  const username = `${LATIN[firstName] ?? 'user'}${index + 11}`;
  const createdAt = new Date(now.getTime() - rng.int(30, 700) * DAY);
  return {
    firstName,
    lastName,
    username,
    email: `${username}@mail.dukkan.test`,
    phone: nextPhone(),
    gender: female ? 'female' : 'male',
    birthdate: `${rng.int(1970, 2004)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    language: rng.chance(0.8) ? 'ar' : 'en',
    role,
    emailVerifiedAt: createdAt,
    phoneVerifiedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  } satisfies NewUser;
}

export async function insertPeople(tx: Db, passwordHash: string, now: Date): Promise<SeededPeople> {
  const rng = createRng(7_001);
  const nextPhone = phoneFactory(rng);
  const verifiedAt = new Date(now.getTime() - 400 * DAY);

  const demoRows = await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((account, i) => ({
        firstName: account.firstName,
        lastName: account.lastName,
        username: account.username,
        email: account.email,
        phone: account.phone,
        gender: (['male', 'female', 'male', 'male', 'female'] as const)[i],
        birthdate: ['1986-03-14', '1990-07-02', '1984-11-23', '1995-01-30', '1998-05-09'][i],
        language: 'ar' as const,
        role: account.role,
        passwordHash,
        emailVerifiedAt: verifiedAt,
        phoneVerifiedAt: verifiedAt,
        // Credit only where the demo needs it: the reseller pays packages, the user a verification.
        credit: account.role === 'reseller' ? 1_250 : account.role === 'user' ? 200 : 0,
        createdAt: verifiedAt,
        updatedAt: verifiedAt,
      })),
    )
    .returning({ id: users.id, username: users.username });
  const demo = new Map(demoRows.map((row) => [row.username, row.id]));

  const resellerId = demo.get('reseller')!;
  await tx.insert(moderatorPermissions).values([
    { userId: demo.get('moderator')!, canManageStore: true, canChat: true },
    { userId: demo.get('subreseller')!, resellerId, canManageStore: true, canChat: true },
  ]);

  // One generated reseller per store not owned by the demo reseller.
  const ownedElsewhere = STORES.filter((store) => store.owner !== 'reseller');
  const ownerRows = await tx
    .insert(users)
    .values(
      ownedElsewhere.map((_, i) => ({
        ...person(rng, i, nextPhone, 'reseller', now),
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  const storeOwners = new Map<string, number>();
  for (const store of STORES) {
    if (store.owner === 'reseller') storeOwners.set(store.username, resellerId);
  }
  ownedElsewhere.forEach((store, i) => storeOwners.set(store.username, ownerRows[i]!.id));

  const customerRows = await tx
    .insert(users)
    .values(
      Array.from({ length: 24 }, (_, i) => ({
        ...person(rng, 100 + i, nextPhone, 'user', now),
        passwordHash,
      })),
    )
    .returning({ id: users.id });

  // Guests come from guest checkout: a name and a phone, no email, no password.
  const guests = Array.from({ length: 2 }, (_, i) => {
    const base = person(rng, 200 + i, nextPhone, 'guest', now);
    return { ...base, username: `guest${base.phone}`, email: null, emailVerifiedAt: null };
  });
  await tx.insert(users).values(guests);

  return { demo, storeOwners, customers: customerRows.map((row) => row.id) };
}
