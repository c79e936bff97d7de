import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useMemo, type ReactNode } from 'react';
import { createPersistOptions } from '@/lib/api/persister';
import { localeOf, useLanguage } from '@/lib/i18n';
import { system } from './theme/system';

/** Bumped with each build so a new release never reads an old cache shape. */
const CACHE_BUSTER = import.meta.env.VITE_APP_VERSION ?? import.meta.env.MODE;

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const language = useLanguage();
  const persistOptions = useMemo(() => createPersistOptions(String(CACHE_BUSTER)), []);
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={localeOf(language)}>
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          {children}
        </PersistQueryClientProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
