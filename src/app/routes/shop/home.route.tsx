import { Button, Container, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isNoConnection } from '@/components/catalogue/load-failed';
import { useLayoutData } from '@/lib/api/layout-query';
import { usePageHead } from '@/lib/head';
import { useLanguage } from '@/lib/i18n';
import { catalogueQueries } from '@/features/shop/api/catalogue-queries';
import { ModernHome } from '@/features/shop/home/modern-home';
import { TraditionalHome } from '@/features/shop/home/traditional-home';

function HomeFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl" py="12">
      <Stack gap="3" align="start">
        <Text color="fg.muted">
          {t(isNoConnection(error) ? 'errors.offline_unseen' : 'pages.home.load_failed')}
        </Text>
        <Button size="sm" variant="outline" onClick={retry}>
          {t('common.actions.retry')}
        </Button>
      </Stack>
    </Container>
  );
}

/** `/`: the home in the admin's theme (`settings.homeTheme`): traditional or modern. */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const layout = useLayoutData();
  const theme = layout.data?.settings.homeTheme;
  const traditional = useQuery({
    ...catalogueQueries.home(language),
    enabled: theme === 'traditional',
  });
  const modern = useQuery({
    ...catalogueQueries.websiteHome(language),
    enabled: theme === 'modern',
  });
  const siteName = layout.data?.settings.siteName[language] || t('common.app.name');
  usePageHead({ title: layout.data?.meta.meta_title || siteName, exactTitle: true });

  // Saved data wins over a failed refetch (offline): the page stays readable.
  if (!layout.data && layout.isError) {
    return <HomeFailed error={layout.error} retry={() => void layout.refetch()} />;
  }
  const query = theme === 'modern' ? modern : traditional;
  if (!query.data && query.isError) {
    return <HomeFailed error={query.error} retry={() => void query.refetch()} />;
  }
  if (!query.data) return <Skeleton height="80vh" />;
  return theme === 'modern' && modern.data ? (
    <ModernHome data={modern.data} />
  ) : traditional.data ? (
    <TraditionalHome data={traditional.data} />
  ) : null;
}
