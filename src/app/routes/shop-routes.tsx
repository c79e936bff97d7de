import type { RouteObject } from 'react-router';
import { RouteErrorScreen } from '@/components/route-error-screen';
import { alwaysRevalidate, userAreaLoader } from '../guards';
import { layouts, screens } from './lazy';
import { ShopExtrasProvider } from './shop/shop-extras';

/** Signed-in shopper pages (spec §2 "user" access), behind the user-area guard of spec §4. */
const accountRoutes: RouteObject = {
  loader: userAreaLoader,
  shouldRevalidate: alwaysRevalidate,
  lazy: layouts.account,
  children: [
    { path: 'cart', lazy: screens.cart },
    { path: 'orders', lazy: screens.orders },
    { path: 'chats/:chatId?', lazy: screens.chats },
    { path: 'favourite/:type?', lazy: screens.favourite },
    { path: 'notifications', lazy: screens.notifications },
    { path: 'profile/:type?', lazy: screens.profile },
    { path: 'my-stores', lazy: screens.myStores },
    { path: 'store-settings/:id', lazy: screens.storeSettings },
    { path: 'upgrade/:type?', lazy: screens.upgrade },
    { path: 'wallet', lazy: screens.wallet },
    { path: 'verify_my_store', lazy: screens.verifyMyStore },
    { path: 'verify_my_store/verification_process', lazy: screens.verificationProcess },
  ],
};

/** The shopper site in the `user` layout: open pages and the signed-in account pages. */
export const shopRoutes: RouteObject = {
  lazy: layouts.user,
  children: [
    {
      errorElement: <RouteErrorScreen />,
      element: <ShopExtrasProvider />,
      children: [
        { index: true, lazy: screens.home },
        { path: 'products', lazy: screens.products },
        // Static segment outranks `:productname?`, so the report modal route wins for its URL.
        { path: 'products/:storeusername/:id/MakingReportModal', lazy: screens.productReport },
        { path: 'products/:storeusername/:id/:productname?', lazy: screens.productDetail },
        { path: 'store/:username?', lazy: screens.store },
        { path: 'stores', lazy: screens.stores },
        { path: 'search', lazy: screens.search },
        { path: 'categories', lazy: screens.categories },
        { path: 'about-us', lazy: screens.aboutUs },
        { path: 'contact-us', lazy: screens.contactUs },
        { path: 'privacy-policy', lazy: screens.privacyPolicy },
        { path: 'terms-condition', lazy: screens.termsCondition },
        { path: 'payment-state/:from?', lazy: screens.paymentState },
        accountRoutes,
      ],
    },
  ],
};
