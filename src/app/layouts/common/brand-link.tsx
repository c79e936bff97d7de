import { chakra, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLayoutData } from '@/lib/api/layout-query';
import { useLanguage } from '@/lib/i18n';

/** The site name from the settings, or the app's own name before they load or when offline. */
export function useSiteName(): string {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useLayoutData();
  return data?.settings.siteName[language] || t('common.app.name');
}

/** Logo and site name, linking home. */
export function BrandLink({ to = '/' }: { to?: string }) {
  const siteName = useSiteName();
  return (
    <HStack asChild gap="2" color="brand.fg" _hover={{ textDecoration: 'none' }}>
      <Link to={to}>
        <chakra.img src="/icons/icon.svg" alt="" width="8" height="8" rounded="md" />
        <Text as="span" fontWeight="bold" fontSize="lg" whiteSpace="nowrap">
          {siteName}
        </Text>
      </Link>
    </HStack>
  );
}
