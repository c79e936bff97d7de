import { Box, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateParts, isWholeDate } from '@/components/form';
import type { ListState } from './use-list-state';
import type { ResourceFilter } from './resource';
import { useChoices } from './use-choices';

interface ListToolbarProps {
  state: ListState;
  filters: ResourceFilter[];
  searchable: boolean;
  onChange: (changes: Record<string, string | undefined>, replace?: boolean) => void;
}

/** Search and filters of a list; each change lands in the URL (and so in the API query). */
export function ListToolbar({ state, filters, searchable, onChange }: ListToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(state.q);
  useEffect(() => setText(state.q), [state.q]);
  // Typing waits for a pause before it searches, and replaces the history entry meanwhile.
  useEffect(() => {
    if (text === state.q) return;
    const timer = setTimeout(() => onChange({ q: text.trim() || undefined }, true), 350);
    return () => clearTimeout(timer);
  }, [text, state.q, onChange]);

  const active = filters.some((filter) => state.filters[filter.name]) || state.q;
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="2" align={{ md: 'center' }} wrap="wrap">
      {searchable ? (
        <Input
          type="search"
          size="sm"
          maxW={{ md: '64' }}
          value={text}
          placeholder={t('crud.search')}
          aria-label={t('crud.search')}
          onChange={(event) => setText(event.target.value)}
        />
      ) : null}
      {filters.map((filter) =>
        filter.kind === 'date' ? (
          <HStack key={filter.name} gap="2">
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" minW="16">
              {t(filter.label)}
            </Text>
            <DateFilter
              label={t(filter.label)}
              value={state.filters[filter.name]}
              onChange={(value) => onChange({ [filter.name]: value })}
            />
          </HStack>
        ) : (
          <FilterSelect
            key={filter.name}
            filter={filter}
            value={state.filters[filter.name] ?? ''}
            onChange={(value) => onChange({ [filter.name]: value || undefined })}
          />
        ),
      )}
      {active ? (
        <HStack>
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              onChange({
                q: undefined,
                ...Object.fromEntries(filters.map((filter) => [filter.name, undefined])),
              })
            }
          >
            {t('crud.clear_filters')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

/**
 * A date filter as day, month and year lists in the page's language and digits; the list is
 * filtered once the date is whole (or cleared), an unfinished one waits here.
 */
function DateFilter(props: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const [draft, setDraft] = useState<string | null>(props.value ?? null);
  useEffect(() => setDraft(props.value ?? null), [props.value]);
  return (
    <Box minW={{ md: '64' }}>
      <DateParts
        label={props.label}
        size="sm"
        years={{ back: 10, ahead: 1 }}
        value={draft}
        onChange={(value) => {
          setDraft(value);
          if (value === null) props.onChange(undefined);
          else if (isWholeDate(value)) props.onChange(value);
        }}
      />
    </Box>
  );
}

/** A yes/no filter or one with choices (static or loaded from the API). */
function FilterSelect(props: {
  filter: ResourceFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const { filter, value, onChange } = props;
  const { t } = useTranslation();
  const choices = useChoices(filter.remoteChoices, filter.choices);
  return (
    <NativeSelect.Root size="sm" width={{ base: 'full', md: '48' }}>
      <NativeSelect.Field
        aria-label={t(filter.label)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t(filter.label)}</option>
        {(filter.kind === 'boolean'
          ? [
              { value: 'true', label: 'crud.yes', plain: false },
              { value: 'false', label: 'crud.no', plain: false },
            ]
          : choices
        ).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.plain ? choice.label : t(choice.label)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
