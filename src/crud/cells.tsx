// Cell renderers shared by resource columns. Numbers, money, dates and codes are isolated runs so an
// amount or a date never reverses inside Arabic text (the Medusa dashboard bug), and use the
// language's digits.
import { Badge, chakra, Image } from '@chakra-ui/react';
import { imageUrl } from '@domain/catalogue/images';
import { localeOf } from '@domain/format';
import type { Language } from '@domain/status/statuses';
import type { TFunction } from 'i18next';
import { formatMoney, formatNumber } from '@/lib/format';

/** An isolated run in the page's direction (numbers in Arabic stay whole). */
const Run = chakra('bdi', { base: { unicodeBidi: 'isolate', whiteSpace: 'nowrap' } });

export function NumberCell({ value, language }: { value: number; language: Language }) {
  return <Run>{formatNumber(value, language)}</Run>;
}

export function MoneyCell({ value, language }: { value: number; language: Language }) {
  return <Run>{formatMoney(value, language)}</Run>;
}

/** Date and time in the language's calendar words and digits. */
export function DateCell({ value, language }: { value: string; language: Language }) {
  const date = new Date(value);
  return (
    <Run>
      <time dateTime={value}>
        {new Intl.DateTimeFormat(localeOf(language), {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(date)}
      </time>
    </Run>
  );
}

/** A calendar day (`2026-11-24`, a schedule bound) in the language's words and digits. */
export function DayCell({ value, language }: { value: string; language: Language }) {
  return (
    <Run>
      <time dateTime={value}>
        {new Intl.DateTimeFormat(localeOf(language), {
          dateStyle: 'medium',
          timeZone: 'UTC',
        }).format(new Date(`${value}T00:00:00Z`))}
      </time>
    </Run>
  );
}

/** Identifiers, usernames, slugs, emails: always left-to-right. */
export function CodeCell({ value }: { value: string | null }) {
  return (
    <chakra.bdi dir="ltr" unicodeBidi="isolate">
      {value ?? '—'}
    </chakra.bdi>
  );
}

export function YesNoCell({ value, t }: { value: boolean; t: TFunction }) {
  return (
    <Badge colorPalette={value ? 'green' : 'gray'} variant="subtle">
      {t(value ? 'crud.yes' : 'crud.no')}
    </Badge>
  );
}

export function ImageCell({ src, alt }: { src: string | null; alt: string }) {
  if (!src) return <chakra.span color="fg.muted">—</chakra.span>;
  return (
    <Image
      src={imageUrl(src, 160)}
      alt={alt}
      boxSize="10"
      objectFit="cover"
      borderRadius="md"
      loading="lazy"
    />
  );
}
