import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteProgressBar } from '@/components/progress-bar';
import { ScrollManager } from '@/components/scroll-manager';
import { Toaster } from '@/components/toaster';
import { PushHost } from '@/lib/push/push-host';
import { PwaControls } from '@/lib/pwa';
import { PreferencesSync } from './preferences-sync';

/** The root route: what every page has whatever its layout. */
/** Screens where a checkout or a payment is under way: the update prompt waits until they are left. */
const CHECKOUT_PATHS = /^\/(cart|payment-state)(\/|$)/;

export function AppShell() {
  const { pathname } = useLocation();
  // `<html data-interactive>`: React has taken the page over (hydrated the server's markup or rendered
  // it), so handlers work. Browser tests wait for it before typing into a server-rendered page.
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <>
      <RouteProgressBar />
      <ScrollManager />
      <PreferencesSync />
      <Outlet />
      <Toaster />
      <PwaControls hold={CHECKOUT_PATHS.test(pathname)} />
      <PushHost />
    </>
  );
}
