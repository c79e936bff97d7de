import { Box, chakra, HStack } from '@chakra-ui/react';
import { RATING_MAX, RATING_STEP } from '@domain/constants';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Star, starFills } from '@/components/catalogue/rating-stars';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

const VALUES = Array.from(
  { length: RATING_MAX / RATING_STEP },
  (_, index) => (index + 1) * RATING_STEP,
);

/**
 * Five stars to pick a rating in halves (spec §5): each star is two radio buttons, its first half
 * (in the reading direction, so it mirrors in Arabic) for x.5 and its second for the whole star.
 * Arrow keys move by half a star, as a radio group does.
 */
export function StarPicker({
  value,
  onChange,
  labelledBy,
  invalid,
}: {
  value: number;
  onChange: (value: number) => void;
  labelledBy: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [hover, setHover] = useState<number | null>(null);
  const id = `pick-${useId().replace(/[^\w-]/g, '')}`;
  const shown = hover ?? value;
  const fills = starFills(shown);
  const move = (delta: number) => {
    const next = Math.min(RATING_MAX, Math.max(RATING_STEP, (value || 0) + delta));
    onChange(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <HStack
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      gap="1"
      fontSize="3xl"
      onMouseLeave={() => setHover(null)}
      onKeyDown={(event) => {
        const forward = language === 'ar' ? 'ArrowLeft' : 'ArrowRight';
        const back = language === 'ar' ? 'ArrowRight' : 'ArrowLeft';
        if (event.key === forward || event.key === 'ArrowUp') move(RATING_STEP);
        else if (event.key === back || event.key === 'ArrowDown') move(-RATING_STEP);
        else return;
        event.preventDefault();
      }}
    >
      {fills.map((fill, index) => (
        <Box
          key={index}
          position="relative"
          boxSize="11"
          display="flex"
          alignItems="center"
          justifyContent="center"
          css={{ '[dir=rtl] & svg': { transform: 'scaleX(-1)' } }}
        >
          <Star fill={fill} id={`${id}-star`} />
          {[index + 0.5, index + 1].map((option, half) => {
            const checked = value === option;
            const tabbable = checked || (value === 0 && option === VALUES[0]);
            return (
              <chakra.button
                key={option}
                id={`${id}-${option}`}
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={t('feedback.ratings.stars', {
                  value: formatNumber(option, language),
                  max: formatNumber(RATING_MAX, language),
                })}
                tabIndex={tabbable ? 0 : -1}
                position="absolute"
                insetBlock="0"
                width="50%"
                {...(half === 0 ? { insetInlineStart: '0' } : { insetInlineEnd: '0' })}
                cursor="pointer"
                rounded="sm"
                _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
                onMouseEnter={() => setHover(option)}
                onClick={() => onChange(option)}
              />
            );
          })}
        </Box>
      ))}
    </HStack>
  );
}
