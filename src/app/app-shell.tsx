import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { RouteProgressBar } from '@/components/progress-bar';
import { ScrollManager } from '@/components/scroll-manager';
import { Toaster } from '@/components/toaster';
import { PushHost } from '@/lib/push/push-host';
import { PwaControls } from '@/lib/pwa';
import { PreferencesSync } from './preferences-sync';

/** The root route: what every page has whatever its layout. */
export function AppShell() {
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
      <PwaControls />
      <PushHost />
    </>
  );
}
