import { HStack, NativeSelect } from '@chakra-ui/react';
import type { Language } from '@domain/status/statuses';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { FormField } from './form-field';

/** Which years the year list offers, counted from this year. */
export interface YearRange {
  /** Years before this one (birth dates: 100). */
  back: number;
  /** Years after this one (an expiry date: a few). */
  ahead?: number;
}

interface DatePartsProps {
  /** Names the three lists as one group for screen readers. */
  label: string;
  /** `YYYY-MM-DD` (a longer ISO text is read by its date), or nothing. */
  value: string | null | undefined;
  /** A whole date, `null` when every part is cleared, or the unfinished `YYYY-MM-DD` (a form's
   *  rule then says the date is not valid instead of silently dropping it). */
  onChange: (value: string | null) => void;
  years?: YearRange;
  size?: 'sm' | 'md';
}

interface Parts {
  day: string;
  month: string;
  year: string;
}

const pad = (value: string) => value.padStart(2, '0');

function splitDate(value: string | null | undefined): Parts {
  const [year = '', month = '', day = ''] = (value ?? '').slice(0, 10).split('-');
  return { year, month: month.replace(/^0/, ''), day: day.replace(/^0/, '') };
}

function monthNames(language: Language): string[] {
  const format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
}

/** The years offered, newest first; a value's own year is always among them. */
function yearList(range: YearRange, chosen: string): number[] {
  const thisYear = new Date().getFullYear();
  const first = thisYear + (range.ahead ?? 0);
  const years = Array.from({ length: first - (thisYear - range.back) + 1 }, (_, i) => first - i);
  const own = Number(chosen);
  return chosen && !years.includes(own) ? [...years, own].sort((a, b) => b - a) : years;
}

/**
 * A date as day, month and year lists in the page's language and digits (the native date input
 * shows US order and Latin digits whatever the page says). Day first in both languages, as dates
 * are written in Egypt.
 */
export function DateParts({
  label,
  value,
  onChange,
  years: range = { back: 100 },
  size = 'md',
}: DatePartsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The form holds even an unfinished date, so the lists always show what the form has.
  const parts = splitDate(value);
  const months = useMemo(() => monthNames(language), [language]);
  const years = yearList(range, parts.year);

  const change = (part: keyof Parts, next: string) => {
    const updated = { ...parts, [part]: next };
    const { day, month, year } = updated;
    if (!day && !month && !year) onChange(null);
    else onChange(`${year}-${month ? pad(month) : ''}-${day ? pad(day) : ''}`);
  };

  const select = (part: keyof Parts, name: string, options: { value: string; text: string }[]) => (
    <NativeSelect.Root
      size={size}
      flex={part === 'month' ? '2' : '1'}
      minW={size === 'sm' ? '20' : undefined}
    >
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
  );
}

/** `YYYY-MM-DD` with every part chosen. */
export const isWholeDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

interface DatePartsFieldProps extends Omit<DatePartsProps, 'size'> {
  /** An i18n key. */
  error?: string;
  required?: boolean;
}

/** A form's date: label, the three lists, and the translated error. */
export function DatePartsField({ error, required, ...props }: DatePartsFieldProps) {
  return (
    <FormField label={props.label} error={error} required={required}>
      <DateParts {...props} />
    </FormField>
  );
}
