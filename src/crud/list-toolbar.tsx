import { Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from './use-list-state';
import type { ResourceFilter } from './resource';

interface ListToolbarProps {
  state: ListState;
  filters: ResourceFilter[];
  searchable: boolean;
  onChange: (changes: Record<string, string | undefined>, replace?: boolean) => void;
}

/** A select filter's choices: static, or loaded from the API (same cache as form fields). */
function useFilterChoices(filter: ResourceFilter) {
  const remote = filter.remoteChoices;
  const { data } = useQuery({
    queryKey: ['panel-choices', remote?.key ?? 'none'],
    queryFn: () => remote!.load(),
    enabled: Boolean(remote),
    staleTime: 60_000,
  });
  if (filter.kind === 'boolean') {
    return [
      { value: 'true', label: 'crud.yes', plain: false },
      { value: 'false', label: 'crud.no', plain: false },
    ];
  }
  return remote ? (data ?? []) : (filter.choices ?? []);
}

function SelectFilter({
  filter,
  value,
  onChange,
}: {
  filter: ResourceFilter;
  value: string;
  onChange: ListToolbarProps['onChange'];
}) {
  const { t } = useTranslation();
  const choices = useFilterChoices(filter);
  return (
    <NativeSelect.Root size="sm" width={{ base: 'full', md: '48' }}>
      <NativeSelect.Field
        aria-label={t(filter.label)}
        value={value}
        onChange={(event) => onChange({ [filter.name]: event.target.value || undefined })}
      >
        <option value="">{t(filter.label)}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.plain ? choice.label : t(choice.label)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
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
          <HStack key={filter.name} gap="2" as="label">
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" minW="16">
              {t(filter.label)}
            </Text>
            <Input
              type="date"
              size="sm"
              maxW={{ md: '44' }}
              value={state.filters[filter.name] ?? ''}
              onChange={(event) => onChange({ [filter.name]: event.target.value || undefined })}
            />
          </HStack>
        ) : (
          <SelectFilter
            key={filter.name}
            filter={filter}
            value={state.filters[filter.name] ?? ''}
            onChange={onChange}
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
