import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import type { Language } from '@domain/status/statuses';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

interface DatePartsFieldProps {
  label: string;
  /** `YYYY-MM-DD`, or nothing. */
  value: string | null | undefined;
  /** A whole date, `null` when every part is cleared, or the unfinished `YYYY-MM-DD` (the form's
   *  rule then says the date is not valid instead of silently dropping it). */
  onChange: (value: string | null) => void;
  /** An i18n key. */
  error?: string;
  /** How many years back the year list goes (birth dates: 100). */
  yearsBack?: number;
}

interface Parts {
  day: string;
  month: string;
  year: string;
}

const pad = (value: string) => value.padStart(2, '0');

function splitDate(value: string | null | undefined): Parts {
  const [year = '', month = '', day = ''] = (value ?? '').split('-');
  return { year, month: month.replace(/^0/, ''), day: day.replace(/^0/, '') };
}

function monthNames(language: Language): string[] {
  const format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
}

/**
 * A date as day, month and year lists in the page's language and digits (the native date input
 * shows US order and Latin digits whatever the page says). Day first in both languages, as dates
 * are written in Egypt.
 */
export function DatePartsField({
  label,
  value,
  onChange,
  error,
  yearsBack = 100,
}: DatePartsFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The form holds even an unfinished date, so the lists always show what the form has.
  const parts = splitDate(value);
  const months = useMemo(() => monthNames(language), [language]);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: yearsBack + 1 }, (_, index) => thisYear - index);

  const change = (part: keyof Parts, next: string) => {
    const updated = { ...parts, [part]: next };
    const { day, month, year } = updated;
    if (!day && !month && !year) onChange(null);
    else onChange(`${year}-${month ? pad(month) : ''}-${day ? pad(day) : ''}`);
  };

  const select = (part: keyof Parts, name: string, options: { value: string; text: string }[]) => (
    <NativeSelect.Root size="md" flex={part === 'month' ? '2' : '1'}>
      <NativeSelect.Field
        aria-label={t(`common.date.${name}`)}
        value={parts[part]}
        onChange={(event) => change(part, event.target.value)}
      >
        <option value="">{t(`common.date.${name}`)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" width="full" role="group" aria-label={label}>
        {select(
          'day',
          'day',
          Array.from({ length: 31 }, (_, index) => ({
            value: String(index + 1),
            text: formatNumber(index + 1, language),
          })),
        )}
        {select(
          'month',
          'month',
          months.map((name, index) => ({ value: String(index + 1), text: name })),
        )}
        {select(
          'year',
          'year',
          years.map((year) => ({
            value: String(year),
            text: formatNumber(year, language, { useGrouping: false }),
          })),
        )}
      </HStack>
      {error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
