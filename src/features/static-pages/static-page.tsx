import { Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { StaticPage as StaticPageData } from '@domain/contracts/catalogue-content.contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@chakra-ui/react';
import { isNoConnection } from '@/components/catalogue/load-failed';
import { callApi, queryKeys } from '@/lib/api';
import { usePageHead } from '@/lib/head';
import { useLanguage } from '@/lib/i18n';

type Slug = StaticPageData['slug'];

async function fetchPage(slug: Slug, signal: AbortSignal): Promise<StaticPageData> {
  const contracts = await import('@domain/contracts/catalogue-content.contract');
  const contract = {
    'about-us': contracts.aboutUsContract,
    'privacy-policy': contracts.privacyPolicyContract,
    terms: contracts.termsContract,
  }[slug];
  return (await callApi(contract, { signal })).data;
}

/** A static page from the API (editable by the admin later): title and plain-text paragraphs. */
export function StaticPage({ slug, titleKey }: { slug: Slug; titleKey: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery({
    queryKey: [...queryKeys.staticPages.detail(slug), language],
    queryFn: ({ signal }) => fetchPage(slug, signal),
    staleTime: 10 * 60_000,
  });
  const title = query.data?.title ?? t(titleKey);
  usePageHead({ title, description: query.data?.body, type: 'article' });
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      {query.isPending ? (
        <Stack gap="3">
          <Skeleton height="4" />
          <Skeleton height="4" />
          <Skeleton height="4" width="70%" />
        </Stack>
      ) : !query.data ? (
        <Stack gap="3" align="start">
          <Text color="fg.muted">
            {t(
              isNoConnection(query.error)
                ? 'errors.offline_unseen'
                : 'catalogue.listing.load_failed',
            )}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="4" lineHeight="tall">
          {query.data.body
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim())
            .map((paragraph, index) => (
              <Text key={index} whiteSpace="pre-line">
                {paragraph}
              </Text>
            ))}
        </Stack>
      )}
    </Container>
  );
}
