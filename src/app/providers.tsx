import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { PersistedQueryProvider } from '@/lib/api/persisted-query-provider';
import { createPersistOptions } from '@/lib/api/persister';
import { localeOf, useLanguage } from '@/lib/i18n';
import { getSystem, hydratingSystem } from './theme/system';

/** Bumped with each build so a new release never reads an old cache shape. */
const CACHE_BUSTER = import.meta.env.VITE_APP_VERSION ?? import.meta.env.MODE;

export function AppProviders({
  queryClient,
  serverRendered,
  hydrating = false,
  children,
}: {
  queryClient: QueryClient;
  /** The page came with the server's data: queries need not wait for the persisted cache. */
  serverRendered: boolean;
  /** In the browser, over the server's markup: the global CSS is in `<head>` already. */
  hydrating?: boolean;
  children: ReactNode;
}) {
  const language = useLanguage();
  const persistOptions = useMemo(
    () => createPersistOptions(String(CACHE_BUSTER), queryClient),
    [queryClient],
  );
  return (
    <ChakraProvider value={hydrating ? hydratingSystem() : getSystem()}>
      <LocaleProvider locale={localeOf(language)}>
        <PersistedQueryProvider
          client={queryClient}
          persistOptions={persistOptions}
          waitForRestore={!serverRendered}
        >
          {children}
        </PersistedQueryProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
