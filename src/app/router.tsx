import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { toast } from '@/components/toaster';
import { configureApiClient } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { readState, rememberPreviousPath, subscribeState } from '@/lib/session';
import { clientRoutes, patchPanelRoutes } from './routes/client-routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The data router plus what hangs off it: the API client navigates through it (401 → login,
 * 503 → /503), finished navigations are remembered for "back after login", and a sign-in or
 * sign-out in another tab re-runs the guards of the open page.
 */
export function createAppRouter(hydrationData?: HydrationState): AppRouter {
  const router = createBrowserRouter(clientRoutes, {
    hydrationData,
    patchRoutesOnNavigation: patchPanelRoutes,
  });

  configureApiClient({
    navigate: (to) => void router.navigate(to),
    notify: (key) => toast.show({ status: 'error', title: i18n.t(key) }),
  });

  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const { pathname, search, hash } = state.location;
    rememberPreviousPath(`${pathname}${search}${hash}`);
  });

  let { admin, user } = readState();
  subscribeState((state, source) => {
    const changed = state.admin !== admin || state.user !== user;
    ({ admin, user } = state);
    if (changed && source === 'remote') void router.revalidate();
  });

  return router;
}

/**
 * Loads the lazy layout and screen modules of the current URL before hydrating, so the first render
 * is the server's page rather than a loading state.
 */
export async function preloadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(clientRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
