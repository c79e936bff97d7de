import { NativeSelect } from '@chakra-ui/react';
import { PRODUCT_SORTS, type ProductSort } from '@domain/catalogue/sorts';
import { useTranslation } from 'react-i18next';

export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('catalogue.sort.label')}
        value={value}
        onChange={(event) => onChange(event.target.value as ProductSort)}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalogue.sort.${sort}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
