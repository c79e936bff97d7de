import { NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { catalogueQueries } from '../api/catalogue-queries';
import { FilterSection } from './filter-chip';

const toId = (value: string) => (value ? Number(value) : undefined);

/** Governorate, then the areas of the chosen governorate. */
export function LocationFilter({
  governorate,
  area,
  onChange,
}: {
  governorate?: number;
  area?: number;
  onChange: (governorate: number | undefined, area: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const governorates = useQuery(catalogueQueries.governorates(language)).data ?? [];
  const areas =
    useQuery({
      ...catalogueQueries.areas(language, governorate ?? 0),
      enabled: governorate !== undefined,
    }).data ?? [];
  return (
    <FilterSection title={t('catalogue.filters.location')}>
      <Stack gap="2">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={t('catalogue.filters.governorate')}
            value={governorate ?? ''}
            onChange={(event) => onChange(toId(event.target.value), undefined)}
          >
            <option value="">{t('catalogue.filters.any_governorate')}</option>
            {governorates.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {governorate !== undefined ? (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t('catalogue.filters.area')}
              value={area ?? ''}
              onChange={(event) => onChange(governorate, toId(event.target.value))}
            >
              <option value="">{t('catalogue.filters.any_area')}</option>
              {areas.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
      </Stack>
    </FilterSection>
  );
}
