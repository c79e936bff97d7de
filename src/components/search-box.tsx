import { Box, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { categoryPath, productPath, storePath } from '@domain/catalogue/paths';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { callApi, queryKeys } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { LtrText } from './ltr-text';

interface Option {
  key: string;
  label: string;
  kind: 'product' | 'store' | 'category' | 'keyword';
  to: string;
  /** A product's store and price: what tells products of the same name apart. */
  store?: string;
  price?: number;
}

const DEBOUNCE_MS = 250;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

function useSuggestions(q: string): Option[] {
  const language = useLanguage();
  const term = useDebounced(q.trim());
  const { data } = useQuery({
    queryKey: queryKeys.suggestions.list({ q: term, language }),
    queryFn: async ({ signal }) => {
      // The contract module (and zod) loads on the first keystroke, not with the page.
      const { suggestionsContract } = await import('@domain/contracts/catalogue-content.contract');
      return (await callApi(suggestionsContract, { query: { q: term }, signal })).data;
    },
    enabled: term.length >= 2,
    staleTime: 60_000,
  });
  if (!data || term.length < 2) return [];
  return [
    // The admin's approved search keywords (spec §2 `search_keywords`) search for themselves.
    ...data.keywords.map((keyword) => ({
      key: `k${keyword}`,
      label: keyword,
      kind: 'keyword' as const,
      to: `/search?q=${encodeURIComponent(keyword)}`,
    })),
    ...data.products.map((p) => ({
      key: `p${p.id}`,
      label: p.name,
      kind: 'product' as const,
      to: productPath(p.storeUsername, p.id, p.name),
      store: p.storeName,
      price: p.price,
    })),
    ...data.stores.map((s) => ({
      key: `s${s.id}`,
      label: s.name,
      kind: 'store' as const,
      to: storePath(s.username),
    })),
    ...data.categories.map((c) => ({
      key: `c${c.id}`,
      label: c.name,
      kind: 'category' as const,
      to: c.parentId ? categoryPath(c.parentId, c.id) : categoryPath(c.id),
    })),
  ];
}

/**
 * The header's search: suggestions while typing (debounced), arrows to move, Enter to open the
 * highlighted suggestion or search for the text, Escape to close. ARIA combobox pattern.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const language = useLanguage();
  const options = useSuggestions(text);
  const listId = useId();
  const expanded = open && options.length > 0;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) =>
        options.length ? (index + step + options.length) % options.length : -1,
      );
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded ? options[active] : undefined;
      if (option) go(option.to);
      else if (text.trim()) go(`/search?q=${encodeURIComponent(text.trim())}`);
    }
  };

  return (
    // A real form: before the page is hydrated, Enter still searches (the server renders /search).
    <chakra.form
      action="/search"
      method="get"
      position="relative"
      role="search"
      flex="1"
      minW="0"
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <Input
        type="search"
        size="sm"
        rounded="full"
        name="q"
        role="combobox"
        aria-label={t('catalogue.search.label')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t('catalogue.search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <Stack
        as="ul"
        id={listId}
        role="listbox"
        aria-label={t('catalogue.search.suggestions')}
        hidden={!expanded}
        position="absolute"
        insetInline="0"
        top="calc(100% + 4px)"
        zIndex="dropdown"
        bg="bg.panel"
        borderWidth="1px"
        rounded="lg"
        shadow="lg"
        gap="0"
        py="1"
        maxH="80vh"
        overflowY="auto"
      >
        {options.map((option, index) => (
          <Box
            as="li"
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={index === active ? 'bg.muted' : undefined}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              go(option.to);
            }}
          >
            <Text fontSize="sm" truncate>
              {option.label}
            </Text>
            {option.kind === 'product' ? (
              <HStack gap="2" fontSize="xs" justify="space-between">
                <Text color="fg.muted" truncate data-testid="suggestion-store">
                  {option.store}
                </Text>
                <Text fontWeight="semibold" flexShrink="0" data-testid="suggestion-price">
                  <LtrText>{formatMoney(option.price ?? 0, language)}</LtrText>
                </Text>
              </HStack>
            ) : (
              <Text fontSize="2xs" color="fg.muted">
                {t(`catalogue.search.kind.${option.kind}`)}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </chakra.form>
  );
}
