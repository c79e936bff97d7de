import { Box, Container, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLayoutData } from '@/lib/api/layout-query';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useSiteName } from '../common/brand-link';

const STATIC_PAGES = [
  { to: '/about-us', key: 'nav.footer.about_us' },
  { to: '/contact-us', key: 'nav.footer.contact_us' },
  { to: '/privacy-policy', key: 'nav.footer.privacy_policy' },
  { to: '/terms-condition', key: 'nav.footer.terms_condition' },
] as const;

/** Static page links, the footer text of the site settings and the copyright line. */
export function ShopFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const siteName = useSiteName();
  const { data } = useLayoutData();
  const footerText = data?.settings.footer[language];
  const year = formatNumber(new Date().getFullYear(), language, { useGrouping: false });

  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto">
      <Container maxW="6xl" py="8">
        <Stack gap="4">
          <HStack as="nav" aria-label={t('nav.footer.label')} gap="4" wrap="wrap">
            {STATIC_PAGES.map((page) => (
              <ChakraLink key={page.to} asChild color="fg.muted">
                <Link to={page.to}>{t(page.key)}</Link>
              </ChakraLink>
            ))}
          </HStack>
          {footerText ? (
            <Text color="fg.muted" whiteSpace="pre-line">
              {footerText}
            </Text>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            {t('nav.footer.copyright', { year, name: siteName })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
