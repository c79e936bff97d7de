import { HStack, Icon, Text } from '@chakra-ui/react';
import { RATING_MAX } from '@domain/constants';
import { roundRating } from '@domain/rating';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

const STAR = 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z';

export type StarFill = 'full' | 'half' | 'empty';

/** The five stars of a rating rounded to halves (spec §5): `3.5` → full ×3, half, empty. */
export function starFills(value: number): StarFill[] {
  const rounded = roundRating(value);
  return Array.from({ length: RATING_MAX }, (_, index) => {
    if (rounded >= index + 1) return 'full';
    if (rounded >= index + 0.5) return 'half';
    return 'empty';
  });
}

/** One star, full, half (filled from the reading direction's start) or empty. */
export function Star({ fill, id }: { fill: StarFill; id: string }) {
  return (
    <Icon boxSize="1em" color="orange.400" data-fill={fill} asChild>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        {fill === 'half' ? (
          <defs>
            {/* The filled half follows the reading direction, so it mirrors in RTL. */}
            <linearGradient id={id} x1="0" x2="1" y1="0" y2="0">
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="transparent" />
            </linearGradient>
          </defs>
        ) : null}
        <path
          d={STAR}
          fill={fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${id})` : 'none'}
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
    </Icon>
  );
}

/** Stars with halves, the rounded average and (optionally) how many ratings it comes from. */
export function RatingStars({
  value,
  count,
  size = 'sm',
}: {
  value: number;
  count?: number;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rounded = roundRating(value);
  // A gradient id safe inside `url(#…)`, unique per instance.
  const id = `half-${useId().replace(/[^\w-]/g, '')}`;
  const label = t('catalogue.rating.label', {
    value: formatNumber(rounded, language),
    max: formatNumber(RATING_MAX, language),
  });
  return (
    <HStack gap="1" fontSize={size} role="img" aria-label={label} data-rating={rounded}>
      <HStack gap="0.5" css={{ '[dir=rtl] & svg': { transform: 'scaleX(-1)' } }}>
        {starFills(value).map((fill, index) => (
          <Star key={index} fill={fill} id={id} />
        ))}
      </HStack>
      {count === 0 ? (
        <Text as="span" color="fg.muted" fontSize="xs">
          {t('catalogue.rating.none')}
        </Text>
      ) : count !== undefined ? (
        <Text as="span" color="fg.muted" fontSize="xs" aria-hidden>
          {formatNumber(rounded, language)} ({formatNumber(count, language)})
        </Text>
      ) : null}
    </HStack>
  );
}
