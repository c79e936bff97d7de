import type { RouteObject } from 'react-router';
import { RouteErrorScreen } from '@/components/route-error-screen';
import { panelLoginLoader, userLoginLoader } from '../guards';
import { layouts, screens } from './lazy';

/**
 * Sign-in pages and error pages in the bare `default` layout. A login page opened while signed in
 * redirects (spec §4); unmatched URLs end here as the 404 screen.
 */
export const bareRoutes: RouteObject = {
  lazy: layouts.bare,
  children: [
    {
      errorElement: <RouteErrorScreen />,
      children: [
        { path: 'login/:type?', loader: userLoginLoader, lazy: screens.login },
        { path: 'otp', lazy: screens.otp },
        { path: 'panel/login', loader: panelLoginLoader, lazy: screens.panelLogin },
        { path: 'panel/otp', lazy: screens.panelOtp },
        { path: '404', lazy: screens.notFound },
        { path: '401', lazy: screens.unauthorized },
        { path: '503', lazy: screens.unavailable },
        { path: '*', lazy: screens.notFound },
      ],
    },
  ],
};
