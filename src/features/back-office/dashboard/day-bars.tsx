// A small bar chart of counts per day, drawn as inline SVG (no chart library: the panels stay
// light). Time runs with the reading direction: in Arabic the oldest day is on the right and today
// on the left, like the text around it; in English the other way. The bars are placed by index
// (not mirrored with a CSS transform), so the axis labels outside the SVG are plain flex items
// that follow the page direction, and every number is an isolated run in the language's digits.
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { localeOf } from '@domain/format';
import type { Language } from '@domain/status/statuses';
import { useTranslation } from 'react-i18next';
import { NumberCell } from '@/crud/cells';
import { formatNumber } from '@/lib/format';

export interface DayCount {
  /** `2026-11-24` (UTC day). */
  day: string;
  count: number;
}

const WIDTH = 300;
const HEIGHT = 80;
const GAP = 2;

/** `24 Nov` / `٢٤ نوفمبر`, read as a UTC day. */
export function dayLabel(day: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

const Run = chakra('bdi', { base: { unicodeBidi: 'isolate', whiteSpace: 'nowrap' } });

export function DayBars({
  title,
  days,
  language,
  testId,
}: {
  title: string;
  days: readonly DayCount[];
  language: Language;
  testId?: string;
}) {
  const { t } = useTranslation();
  const rtl = language === 'ar';
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const slot = WIDTH / Math.max(1, days.length);
  const first = days[0];
  const last = days.at(-1);
  const summary = t('back_office_dashboard.chart.summary', {
    title,
    total: formatNumber(total, language),
    days: formatNumber(days.length, language),
  });
  return (
    <Box
      as="figure"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="bg.panel"
      data-testid={testId}
      minW="0"
    >
      <Flex justify="space-between" align="baseline" gap="2" mb="2">
        <Text as="figcaption" fontWeight="semibold">
          {title}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('back_office_dashboard.chart.total')} <NumberCell value={total} language={language} />
        </Text>
      </Flex>
      <chakra.svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height="24"
        role="img"
        aria-label={summary}
        display="block"
      >
        <line
          x1="0"
          x2={WIDTH}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          stroke="currentColor"
          opacity="0.2"
        />
        {days.map((d, i) => {
          const h = d.count === 0 ? 0 : Math.max(2, (d.count / max) * (HEIGHT - 4));
          const x = (rtl ? days.length - 1 - i : i) * slot + GAP / 2;
          return (
            <chakra.rect
              key={d.day}
              x={x}
              y={HEIGHT - h}
              width={Math.max(1, slot - GAP)}
              height={h}
              rx="1"
              fill="colorPalette.solid"
              colorPalette="brand"
            >
              <title>{`${dayLabel(d.day, language)}: ${formatNumber(d.count, language)}`}</title>
            </chakra.rect>
          );
        })}
      </chakra.svg>
      {first && last ? (
        <Flex justify="space-between" color="fg.muted" fontSize="xs" mt="1">
          <Run>{dayLabel(first.day, language)}</Run>
          <Text as="span">
            {t('back_office_dashboard.chart.max')}{' '}
            <NumberCell value={max === 1 && total === 0 ? 0 : max} language={language} />
          </Text>
          <Run>{dayLabel(last.day, language)}</Run>
        </Flex>
      ) : null}
    </Box>
  );
}
