import { Link as ChakraLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/**
 * A store's open reports on its panel row, linking to its reports on `reports/stores?store=<id>`
 * of the same panel (its products' reports are the same filter on `reports/products`).
 */
export function StoreReportsLink({ storeId, open }: { storeId: number; open: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ChakraLink asChild colorPalette={open > 0 ? 'red' : 'gray'} whiteSpace="nowrap">
      <Link to={`../reports/stores?store=${storeId}`} relative="path">
        {t('back_office_reports.open_count', { count: open, value: formatNumber(open, language) })}
      </Link>
    </ChakraLink>
  );
}
