import { Button, Checkbox, HStack, Stack, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber, inLanguageDigits } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { catalogueQueries } from '../api/catalogue-queries';
import { FilterChip, FilterSection } from './filter-chip';
import { EMPTY_FILTERS, toggleAttr, withFilter, type ListingFilters } from './filters';
import type { FiltersUpdate } from './use-listing-filters';
import { LocationFilter } from './location-filter';
import { PriceFilter } from './price-filter';

export interface FilterPanelProps {
  filters: ListingFilters;
  onChange: (update: FiltersUpdate) => void;
  /** A store page's listing: facets and counts of that store's products only. */
  store?: string;
}

/** Category, sub-category, attributes (with swatches), price, place and flags of the listing. */
export function FilterPanel({ filters, onChange, store }: FilterPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facets = useQuery(catalogueQueries.facets(language, filters.category, store)).data;
  const set = (change: Partial<Omit<ListingFilters, 'page'>>) =>
    onChange((current) => withFilter(current, change));
  const count = (value: number) => formatNumber(value, language);

  return (
    <Stack gap="4" data-testid="filter-panel">
      <FilterSection title={t('catalogue.filters.category')}>
        <Wrap gap="2">
          {facets?.category ? (
            <FilterChip pressed onClick={() => set({ category: undefined })}>
              {facets.category.parent?.name ?? facets.category.name} ✕
            </FilterChip>
          ) : null}
          {facets?.subCategories.map((item) => {
            const isMain = !filters.category;
            const pressed = isMain ? false : filters.sub_category === item.id;
            return (
              <FilterChip
                key={item.id}
                pressed={pressed}
                onClick={() =>
                  isMain
                    ? set({ category: item.id })
                    : set({ sub_category: pressed ? undefined : item.id })
                }
              >
                {item.name} ({count(item.productsCount)})
              </FilterChip>
            );
          })}
        </Wrap>
      </FilterSection>
      {facets?.attributes.map((attribute) => (
        <FilterSection key={attribute.id} title={attribute.name}>
          <Wrap gap="2">
            {attribute.values.map((value) => (
              <FilterChip
                key={value.id}
                swatch={value.color}
                pressed={filters.attr.includes(value.id)}
                onClick={() => onChange((current) => toggleAttr(current, value.id))}
              >
                {inLanguageDigits(value.name, language)}
              </FilterChip>
            ))}
          </Wrap>
        </FilterSection>
      ))}
      <PriceFilter
        // Back/forward changes the URL under the inputs: start them again from it.
        key={`${filters.price_min ?? ''}-${filters.price_max ?? ''}`}
        min={filters.price_min}
        max={filters.price_max}
        bounds={facets?.price}
        onApply={(price_min, price_max) => set({ price_min, price_max })}
      />
      <LocationFilter
        governorate={filters.governorate}
        area={filters.area}
        onChange={(governorate, area) => set({ governorate, area })}
      />
      <Stack gap="3">
        {(['negotiable', 'discounted'] as const).map((flag) => (
          <Checkbox.Root
            key={flag}
            checked={filters[flag]}
            onCheckedChange={(event) => set({ [flag]: event.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(`catalogue.filters.${flag}`)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <HStack>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange((current) => ({ ...EMPTY_FILTERS, sort: current.sort }))}
        >
          {t('catalogue.filters.clear')}
        </Button>
      </HStack>
    </Stack>
  );
}
