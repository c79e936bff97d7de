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
    <HStack asChild gap="2" minW="0" color="brand.fg" _hover={{ textDecoration: 'none' }}>
      <Link to={to}>
        <chakra.img src="/icons/icon.svg" alt="" width="8" height="8" rounded="md" flexShrink="0" />
        {/* Shrinks (with an ellipsis) instead of pushing the header's buttons to a second row
            while the web font is still loading and the wider fallback font is in place. */}
        <Text
          as="span"
          fontWeight="bold"
          fontSize={{ base: 'md', sm: 'lg' }}
          whiteSpace="nowrap"
          truncate
        >
          {siteName}
        </Text>
      </Link>
    </HStack>
  );
}
