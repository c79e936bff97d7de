export { type DbLike, insertable, toDb, uniqueSuffix } from './db';
export { buildProduct, seedProduct, type NewProduct, type Product } from './products';
export { buildStore, seedStore, seedStoreStaff, type NewStore, type Store } from './stores';
export {
  buildUser,
  FACTORY_PASSWORD,
  seedUser,
  type NewUser,
  type SeedUserOptions,
  type User,
} from './users';
