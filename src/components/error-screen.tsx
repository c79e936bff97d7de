import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { PageHead } from './page-head';

export type ErrorScreenKind = 'not_found' | 'unauthorized' | 'unavailable';

/** The HTTP status each screen stands for, shown large in the language's digits (٤٠٤ in Arabic). */
const STATUS: Record<ErrorScreenKind, number> = {
  not_found: 404,
  unauthorized: 401,
  unavailable: 503,
};

/**
 * The error pages of spec §2: the page is not available, with a button back home. Unhandled errors use
 * the `not_found` screen and its title, as the spec asks.
 */
export function ErrorScreen({ kind = 'not_found' }: { kind?: ErrorScreenKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Container maxW="lg" py={{ base: '16', md: '24' }} textAlign="center">
      <PageHead title={t(`pages.${kind}.title`)} noIndex />
      <Stack gap="4" align="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1">
          {formatNumber(STATUS[kind], language, { useGrouping: false })}
        </Text>
        <Heading as="h1" size="xl">
          {t(`pages.${kind}.heading`)}
        </Heading>
        <Text color="fg.muted">{t(`pages.${kind}.message`)}</Text>
        <Button asChild colorPalette="brand" mt="2">
          <Link to="/">{t('common.actions.back_home')}</Link>
        </Button>
      </Stack>
    </Container>
  );
}
