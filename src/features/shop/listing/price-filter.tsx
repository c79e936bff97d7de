import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { toLatinDigits } from '@domain/text';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { loadMoreTexts, useLanguage } from '@/lib/i18n';
import { FilterSection } from './filter-chip';

function parseAmount(raw: string): number | undefined | 'invalid' {
  const text = toLatinDigits(raw.trim());
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : 'invalid';
}

/** Price range in EGP; applied on submit so typing does not refetch on every key. */
export function PriceFilter({
  min,
  max,
  bounds,
  onApply,
}: {
  min?: number;
  max?: number;
  bounds?: { min: number; max: number };
  onApply: (min: number | undefined, max: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [from, setFrom] = useState(min === undefined ? '' : String(min));
  const [to, setTo] = useState(max === undefined ? '' : String(max));
  const [error, setError] = useState<string | null>(null);
  const attempts = useRef(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const attempt = ++attempts.current;
    const low = parseAmount(from);
    const high = parseAmount(to);
    if (low === 'invalid' || high === 'invalid') {
      // The validation texts are not in a catalogue page's first load; the latest try wins.
      void loadMoreTexts().then(() => {
        if (attempts.current === attempt) setError('validation.number.not_negative');
      });
      return;
    }
    if (low !== undefined && high !== undefined && low > high) {
      return setError('catalogue.filters.price_order');
    }
    setError(null);
    onApply(low, high);
  };

  const placeholder = (value?: number) =>
    value === undefined ? undefined : formatNumber(value, language);
  return (
    <FilterSection title={t('catalogue.filters.price')}>
      <form onSubmit={submit} noValidate>
        <Field.Root invalid={error !== null}>
          <HStack gap="2" align="end">
            <Input
              inputMode="decimal"
              size="sm"
              aria-label={t('catalogue.filters.price_min')}
              placeholder={placeholder(bounds?.min) ?? t('catalogue.filters.price_min')}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
            <Input
              inputMode="decimal"
              size="sm"
              aria-label={t('catalogue.filters.price_max')}
              placeholder={placeholder(bounds?.max) ?? t('catalogue.filters.price_max')}
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
            <Button type="submit" size="sm" variant="outline">
              {t('catalogue.filters.apply')}
            </Button>
          </HStack>
          {error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : null}
        </Field.Root>
      </form>
    </FilterSection>
  );
}
