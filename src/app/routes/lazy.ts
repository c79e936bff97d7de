import { loadMoreTexts } from '@/lib/i18n';

/**
 * A screen past the catalogue: its module and the texts a catalogue page's first load leaves out
 * (`loadMoreTexts`), together, so the screen never renders a missing text.
 */
const withTexts =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadMoreTexts()]).then(([module]) => module);

/**
 * Route module loaders, one per screen; react-router reads `Component`, `loader`, … from each. The
 * catalogue screens and the static pages but the contact form need only the first load's texts.
 */
export const screens = {
  home: () => import('./shop/home.route'),
  products: () => import('./shop/products.route'),
  productDetail: () => import('./shop/product-detail.route'),
  productReport: withTexts(() => import('./shop/product-report.route')),
  store: () => import('./shop/store.route'),
  stores: () => import('./shop/stores.route'),
  search: () => import('./shop/search.route'),
  categories: () => import('./shop/categories.route'),
  aboutUs: () => import('./static-pages/about-us.route'),
  contactUs: withTexts(() => import('./static-pages/contact-us.route')),
  privacyPolicy: () => import('./static-pages/privacy-policy.route'),
  termsCondition: () => import('./static-pages/terms-condition.route'),
  paymentState: withTexts(() => import('./payment/payment-state.route')),
  login: withTexts(() => import('./auth/login.route')),
  otp: withTexts(() => import('./auth/otp.route')),
  panelLogin: withTexts(() => import('./auth/panel-login.route')),
  panelOtp: withTexts(() => import('./auth/panel-otp.route')),
  cart: withTexts(() => import('./account/cart.route')),
  orders: withTexts(() => import('./account/orders.route')),
  chats: withTexts(() => import('./account/chats.route')),
  favourite: withTexts(() => import('./account/favourite.route')),
  notifications: withTexts(() => import('./account/notifications.route')),
  profile: withTexts(() => import('./account/profile.route')),
  myStores: withTexts(() => import('./account/my-stores.route')),
  storeSettings: withTexts(() => import('./account/store-settings.route')),
  upgrade: withTexts(() => import('./account/upgrade.route')),
  wallet: withTexts(() => import('./account/wallet.route')),
  verifyMyStore: withTexts(() => import('./account/verify-my-store.route')),
  verificationProcess: withTexts(() => import('./account/verification-process.route')),
  notFound: withTexts(() => import('./errors/not-found.route')),
  unauthorized: withTexts(() => import('./errors/unauthorized.route')),
  unavailable: withTexts(() => import('./errors/unavailable.route')),
};

export const layouts = {
  user: () => import('@/app/layouts/user-layout'),
  account: withTexts(() => import('@/app/layouts/shop/account-section')),
  bare: withTexts(() => import('@/app/layouts/default-layout')),
};
