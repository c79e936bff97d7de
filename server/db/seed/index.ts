export { DEMO_ACCOUNTS, DEMO_PASSWORD, SUB_RESELLER_STORE, type DemoAccount } from './accounts';
export {
  countProducts,
  DEFAULT_SEED_PRODUCTS,
  DEFAULT_SITE_URL,
  extendCatalogue,
  resetDatabase,
  seedIfEmpty,
  type ExtendOptions,
  type SeedOptions,
} from './seed';
