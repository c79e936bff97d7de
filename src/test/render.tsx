import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { getSystem } from '@/app/theme/system';
import { initI18n, setLanguage } from '@/lib/i18n';
import type { Language } from '@domain/status/statuses';

/** Renders `ui` with the app's providers at `path` (Chakra, locale, query client, memory router). */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', language = 'ar' }: { path?: string; language?: Language } = {},
) {
  initI18n(language);
  setLanguage(language, { persist: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <ChakraProvider value={getSystem()}>
      <LocaleProvider locale={language === 'ar' ? 'ar-EG' : 'en-EG'}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LocaleProvider>
    </ChakraProvider>,
  );
  return { ...result, router, queryClient };
}
