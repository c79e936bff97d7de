import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import type { PageMeta } from '@domain/contracts/contract';
import { PANEL_PAGE_SIZES } from '@domain/contracts/panel/panel-list';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

interface ListPaginationProps {
  meta: PageMeta;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** Page n of m, total rows, previous/next and the page size. */
export function ListPagination({ meta, onPage, onPerPage }: ListPaginationProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <HStack justify="space-between" gap="3" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('crud.page_of', {
          page: formatNumber(meta.page, language),
          last: formatNumber(meta.lastPage, language),
          total: formatNumber(meta.total, language),
        })}
      </Text>
      <HStack gap="2">
        <NativeSelect.Root size="sm" width="24">
          <NativeSelect.Field
            aria-label={t('crud.per_page')}
            value={meta.perPage}
            onChange={(event) => onPerPage(Number(event.target.value))}
          >
            {PANEL_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {formatNumber(size, language)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          variant="outline"
          disabled={meta.page <= 1}
          onClick={() => onPage(meta.page - 1)}
        >
          {t('crud.previous')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={meta.page >= meta.lastPage}
          onClick={() => onPage(meta.page + 1)}
        >
          {t('crud.next')}
        </Button>
      </HStack>
    </HStack>
  );
}
