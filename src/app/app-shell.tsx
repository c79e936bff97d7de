import { Outlet } from 'react-router';
import { RouteProgressBar } from '@/components/progress-bar';
import { ScrollManager } from '@/components/scroll-manager';
import { Toaster } from '@/components/toaster';
import { PwaControls } from '@/lib/pwa';
import { PreferencesSync } from './preferences-sync';

/** The root route: what every page has whatever its layout. */
export function AppShell() {
  return (
    <>
      <RouteProgressBar />
      <ScrollManager />
      <PreferencesSync />
      <Outlet />
      <Toaster />
      <PwaControls />
    </>
  );
}
