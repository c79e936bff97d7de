import type { Language } from '@domain/status/statuses';

/**
 * Keys for one resource in the `all → lists → list(filters) → details → detail(id)` shape, so a
 * mutation can invalidate exactly what it changed (`queryKeys.orders.lists()` after creating one).
 */
export function createQueryKeys<const R extends string>(root: R) {
  const all = [root] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (filters: Record<string, unknown> = {}) => [...all, 'list', filters] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | number) => [...all, 'detail', id] as const,
  };
}

/** Who a personal response belongs to: the signed-in user's id or `visitor`. */
export type Viewer = string;

export const queryKeys = {
  /** `/api/layout`: meta is in the request language and the notification count is per viewer. */
  layout: {
    all: ['layout'] as const,
    detail: (language: Language, viewer: Viewer) => ['layout', language, viewer] as const,
  },
  categories: createQueryKeys('categories'),
  /** Catalogue responses are in the request language, so every key carries it. */
  products: createQueryKeys('products'),
  stores: createQueryKeys('stores'),
  home: createQueryKeys('home'),
  search: createQueryKeys('search'),
  suggestions: createQueryKeys('suggestions'),
  staticPages: createQueryKeys('static-pages'),
  geo: createQueryKeys('geo'),
  /** The signed-in shopper's profile (`GET /api/profile`); personal, persisted per viewer. */
  profile: {
    all: ['profile'] as const,
    detail: (viewer: Viewer) => ['profile', viewer] as const,
  },
  /** The signed-in shopper's favourites and follows (`favorites/ids` and the lists). */
  favourites: {
    all: ['favourites'] as const,
    ids: (viewer: Viewer) => ['favourites', 'ids', viewer] as const,
    lists: () => ['favourites', 'list'] as const,
    list: (viewer: Viewer, filters: Record<string, unknown>) =>
      ['favourites', 'list', viewer, filters] as const,
  },
  /** The signed-in person's in-app notifications (`GET /api/notifications`), per language. */
  notifications: {
    all: ['notifications'] as const,
    list: (viewer: Viewer, filters: Record<string, unknown>) =>
      ['notifications', viewer, filters] as const,
  },
  /** The signed-in shopper's wallet (`GET /api/credit`): balance, ledger, invoices; never persisted. */
  wallet: {
    all: ['wallet'] as const,
    detail: (viewer: Viewer) => ['wallet', viewer] as const,
  },
  /** A payment's state by its reference (`GET /api/payments/state`); never persisted. */
  paymentState: {
    all: ['payment-state'] as const,
    detail: (ref: string) => ['payment-state', ref] as const,
  },
  /**
   * Ratings lists of a product or store (`ratings`, `store-ratings`): per viewer, since they carry
   * the viewer's own rating; never persisted.
   */
  ratings: {
    all: ['ratings'] as const,
    target: (kind: 'product' | 'store', id: number) => ['ratings', kind, id] as const,
    list: (kind: 'product' | 'store', id: number, viewer: Viewer, page: number) =>
      ['ratings', kind, id, viewer, page] as const,
  },
  /** The report reasons shoppers choose from (`report-reasons`), per language. */
  reportReasons: {
    all: ['report-reasons'] as const,
    list: (language: Language) => ['report-reasons', language] as const,
  },
  /** The signed-in shopper's cart (`GET /api/cart`), per language. */
  cart: {
    all: ['cart'] as const,
    detail: (viewer: Viewer, language: Language) => ['cart', viewer, language] as const,
  },
  /** How one store delivers to one governorate and area (`GET /api/delivery/:store`). */
  delivery: {
    all: ['delivery'] as const,
    quote: (storeId: number, governorate: number, area: number) =>
      ['delivery', storeId, governorate, area] as const,
  },
  /** The signed-in shopper's orders (`GET /api/orders`, `/api/orders/:id`), per language. */
  orders: createQueryKeys('orders'),
  /** The signed-in seller's own stores (`GET /api/stores`, store settings); never persisted. */
  myStores: {
    all: ['my-stores'] as const,
    list: (viewer: Viewer) => ['my-stores', 'list', viewer] as const,
    detail: (viewer: Viewer, id: number) => ['my-stores', 'detail', viewer, id] as const,
    startPackages: (viewer: Viewer) => ['my-stores', 'start-packages', viewer] as const,
  },
  /** A seller's packages page, quotes and downgrade previews; never persisted. */
  subscriptions: {
    all: ['subscriptions'] as const,
    page: (viewer: Viewer, storeId: number | null) =>
      ['subscriptions', 'page', viewer, storeId] as const,
    quote: (viewer: Viewer, input: Record<string, unknown>) =>
      ['subscriptions', 'quote', viewer, input] as const,
    preview: (viewer: Viewer, storeId: number, packageId: number) =>
      ['subscriptions', 'preview', viewer, storeId, packageId] as const,
  },
  /** Store verification: the fee and the seller's stores with their steps; never persisted. */
  verification: {
    all: ['verification'] as const,
    price: ['verification', 'price'] as const,
    stores: (viewer: Viewer) => ['verification', 'stores', viewer] as const,
  },
  /** The signed-in person's per-type push switches (`GET /api/push/preferences`). */
  pushPreferences: {
    all: ['push-preferences'] as const,
    detail: (viewer: Viewer) => ['push-preferences', viewer] as const,
  },
  /** Chat threads, inboxes and messages of the signed-in person; persisted per viewer. */
  chats: {
    all: ['chats'] as const,
    inboxes: (viewer: Viewer) => ['chats', 'inboxes', viewer] as const,
    lists: () => ['chats', 'list'] as const,
    list: (viewer: Viewer, filters: Record<string, unknown>) =>
      ['chats', 'list', viewer, filters] as const,
    detail: (viewer: Viewer, id: number, language: Language) =>
      ['chats', 'detail', viewer, id, language] as const,
    messages: (viewer: Viewer, id: number, language: Language) =>
      ['chats', 'messages', viewer, id, language] as const,
    /** A product's values, for the store's offer form. */
    offerProduct: (id: number, language: Language) =>
      ['chats', 'offer-product', id, language] as const,
  },
  /** Back-office resources (`/api/panel/<resource>`): one key tree per resource, never persisted. */
  panel: (resource: string) => createQueryKeys(`panel:${resource}`),
  /** A panel account's grants (`GET /api/panel/access`, sub-resellers); never persisted. */
  panelAccess: {
    detail: (viewer: Viewer) => ['panel-access', viewer] as const,
  },
  /** The signed-in panel account (`GET /api/panel/profile`); personal, never persisted. */
  panelProfile: {
    all: ['panel-profile'] as const,
    detail: (viewer: Viewer) => ['panel-profile', viewer] as const,
  },
};

/**
 * Roots of the queries kept in IndexedDB across reloads (DESIGN §3: an allow-list, not everything):
 * the layout and the public catalogue a shopper browses (every catalogue page seen renders
 * offline after a reload). Suggestions, wallet, payments and panel data stay out.
 */
export const PERSISTED_QUERY_ROOTS: readonly string[] = [
  queryKeys.layout.all[0],
  queryKeys.categories.all[0],
  queryKeys.home.all[0],
  queryKeys.products.all[0],
  queryKeys.stores.all[0],
  queryKeys.search.all[0],
  queryKeys.staticPages.all[0],
  queryKeys.geo.all[0],
];

/**
 * Personal roots kept in IndexedDB too (the cart, favourites and followed stores, chat
 * threads with their recent messages, orders, notifications and the profile stay readable
 * offline). Their keys carry the viewer, and they are removed from memory and from IndexedDB when
 * the person signs out or the server answers 401 (`src/lib/offline/personal-cache.ts`).
 */
export const PERSONAL_QUERY_ROOTS: readonly string[] = [
  queryKeys.cart.all[0],
  queryKeys.favourites.all[0],
  queryKeys.chats.all[0],
  queryKeys.orders.all[0],
  queryKeys.notifications.all[0],
  queryKeys.profile.all[0],
];

/**
 * At most this many catalogue queries are persisted, the most recently updated first: a long
 * browsing session keeps its last pages and the saved cache stays small enough to write without
 * freezing the page.
 */
export const MAX_PERSISTED_QUERIES = 80;

/**
 * Personal queries have a budget of their own, so browsing many products never pushes the cart or
 * a chat out of the saved cache.
 */
export const MAX_PERSONAL_PERSISTED_QUERIES = 40;

/**
 * Keys of writes, `[resource, verb]`: `setMutationDefaults` finds a paused (offline) write's
 * function by it after a reload, and `useIsMutating` can ask whether one is under way.
 */
export const mutationKeys = {
  notifications: { markRead: ['notifications', 'mark-read'] as const },
  push: { updatePreferences: ['push', 'update-preferences'] as const },
  chats: {
    open: ['chats', 'open'] as const,
    remove: ['chats', 'remove'] as const,
    block: ['chats', 'block'] as const,
    send: ['chats', 'send'] as const,
    read: ['chats', 'read'] as const,
    typing: ['chats', 'typing'] as const,
    image: ['chats', 'image'] as const,
    withdrawOffer: ['chats', 'withdraw-offer'] as const,
  },
  favourites: {
    add: ['favourites', 'add'] as const,
    remove: ['favourites', 'remove'] as const,
    follow: ['favourites', 'follow'] as const,
  },
  ratings: {
    rate: ['ratings', 'rate'] as const,
    remove: ['ratings', 'remove'] as const,
  },
  reports: { create: ['reports', 'create'] as const },
  cart: {
    add: ['cart', 'add'] as const,
    addOffer: ['cart', 'add-offer'] as const,
    update: ['cart', 'update'] as const,
    remove: ['cart', 'remove'] as const,
    placeOrder: ['cart', 'place-order'] as const,
  },
  orders: {
    cancel: ['orders', 'cancel'] as const,
    guest: ['orders', 'guest'] as const,
    payAgain: ['orders', 'pay-again'] as const,
    payOnDelivery: ['orders', 'pay-on-delivery'] as const,
  },
  /** Writes of the back-office resource screens (src/crud): `['panel', resource, verb]`. */
  panel: (resource: string, verb: string) => ['panel', resource, verb] as const,
  auth: {
    login: ['auth', 'login'] as const,
    register: ['auth', 'register'] as const,
    sendCode: ['auth', 'send-code'] as const,
    verifyCode: ['auth', 'verify-code'] as const,
    forgotPassword: ['auth', 'forgot-password'] as const,
    signInCode: ['auth', 'sign-in-code'] as const,
    resetPassword: ['auth', 'reset-password'] as const,
    panelLogin: ['auth', 'panel-login'] as const,
    panelVerify: ['auth', 'panel-verify'] as const,
    verify: ['auth', 'verify-2fa'] as const,
    signOut: ['auth', 'sign-out'] as const,
  },
  profile: {
    update: ['profile', 'update'] as const,
    verifyContact: ['profile', 'verify-contact'] as const,
    resendCode: ['profile', 'resend-code'] as const,
    changePassword: ['profile', 'change-password'] as const,
    keepAccount: ['profile', 'keep-account'] as const,
    generateTwoFactor: ['profile', 'generate-2fa'] as const,
    setTwoFactor: ['profile', 'set-2fa'] as const,
  },
  panelProfile: {
    update: ['panel-profile', 'update'] as const,
    verifyContact: ['panel-profile', 'verify-contact'] as const,
    resendCode: ['panel-profile', 'resend-code'] as const,
    changePassword: ['panel-profile', 'change-password'] as const,
    generateTwoFactor: ['panel-profile', 'generate-2fa'] as const,
    setTwoFactor: ['panel-profile', 'set-2fa'] as const,
  },
  contact: { send: ['contact', 'send'] as const },
  wallet: { charge: ['wallet', 'charge'] as const },
  myStores: {
    create: ['my-stores', 'create'] as const,
    update: ['my-stores', 'update'] as const,
    uploadImage: ['my-stores', 'upload-image'] as const,
  },
  subscriptions: {
    upgrade: ['subscriptions', 'upgrade'] as const,
    renew: ['subscriptions', 'renew'] as const,
    downgrade: ['subscriptions', 'downgrade'] as const,
    cancelDowngrade: ['subscriptions', 'cancel-downgrade'] as const,
  },
  verification: {
    sendPhoneCode: ['verification', 'send-phone-code'] as const,
    confirmPhone: ['verification', 'confirm-phone'] as const,
    uploadPhoto: ['verification', 'upload-photo'] as const,
    pay: ['verification', 'pay'] as const,
    submit: ['verification', 'submit'] as const,
  },
};
