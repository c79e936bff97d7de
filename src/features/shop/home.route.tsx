import { Box, Button, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLayoutData } from '@/lib/api/layout-query';
import { usePageHead } from '@/lib/head';
import { useLanguage } from '@/lib/i18n';

/**
 * Home: a welcome from the site's own settings (`GET /api/layout`). The traditional and modern home
 * themes with real catalogue sections belong to the catalogue issue.
 */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isPending, isError, refetch } = useLayoutData();
  const siteName = data?.settings.siteName[language] || t('common.app.name');
  usePageHead({ title: data?.meta.meta_title || siteName, exactTitle: true });

  return (
    <Box as="section" bg="brand.subtle" py={{ base: '12', md: '20' }}>
      <Container maxW="6xl">
        <Stack gap="5" align="start">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="brand.fg">
            {t('pages.home.welcome', { name: siteName })}
          </Heading>
          {isPending ? (
            <Skeleton height="5" width="full" maxW="xl" />
          ) : isError ? (
            <HStack gap="3" wrap="wrap">
              <Text color="fg.muted">{t('pages.home.load_failed')}</Text>
              <Button size="sm" variant="outline" onClick={() => void refetch()}>
                {t('common.actions.retry')}
              </Button>
            </HStack>
          ) : (
            <Text fontSize="lg" color="fg.muted">
              {data.meta.meta_description || t('common.app.tagline')}
            </Text>
          )}
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="brand" size="lg">
              <Link to="/products">{t('common.actions.browse_products')}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/stores">{t('common.actions.browse_stores')}</Link>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
