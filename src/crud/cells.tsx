// Cell renderers shared by resource columns. Numbers, money, dates and codes are isolated runs so an
// amount or a date never reverses inside Arabic text (the Medusa dashboard bug), and use the
// language's digits.
import { Badge, chakra, Image } from '@chakra-ui/react';
import { imageUrl } from '@domain/catalogue/images';
import { localeOf } from '@domain/format';
import type { Language } from '@domain/status/statuses';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@/lib/format';
import type { RemoteChoices } from './resource';
import { useChoices } from './use-choices';

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

/** The label of an id among a select's remote choices (a category or governorate name), or —. */
export function ChoiceCell({ remote, value }: { remote: RemoteChoices; value: unknown }) {
  const choices = useChoices(remote, undefined);
  const { t } = useTranslation();
  const choice =
    value === null || value === undefined
      ? undefined
      : choices.find((item) => item.value === String(value));
  if (!choice) return <chakra.span color="fg.muted">—</chakra.span>;
  return <>{choice.plain ? choice.label : t(choice.label)}</>;
}

/** A status word on a coloured badge (`label` is an i18n key). */
export function StatusCell({
  label,
  palette,
  t,
}: {
  label: string;
  palette: string;
  t: TFunction;
}) {
  return (
    <Badge colorPalette={palette} variant="subtle" whiteSpace="nowrap">
      {t(label)}
    </Badge>
  );
}

/** A colour swatch with its `#rrggbb` code (left-to-right); a dash when there is none. */
export function ColorCell({ value }: { value: string | null }) {
  if (!value) return <chakra.span color="fg.muted">—</chakra.span>;
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="2">
      <chakra.span
        aria-hidden
        boxSize="5"
        borderRadius="full"
        borderWidth="1px"
        borderColor="border.emphasized"
        flexShrink="0"
        style={{ backgroundColor: value }}
      />
      <CodeCell value={value} />
    </chakra.span>
  );
}
