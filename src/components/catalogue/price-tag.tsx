import { Badge, HStack, Text, type StackProps } from '@chakra-ui/react';
import { discountedPrice } from '@domain/money';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { LtrText } from '../ltr-text';

export interface PriceTagProps extends StackProps {
  price: number;
  /** Discount percent; spec §5 decides whether it yields a discounted price at all. */
  discount?: number | null;
  negotiable?: boolean;
  size?: 'sm' | 'lg';
}

/**
 * A price in EGP with 2 decimals. With a valid discount (spec §5) the base price is struck and the
 * discounted one shown beside it with the percentage; each amount is isolated so the currency and
 * digits never reorder inside the surrounding text.
 */
export function PriceTag({ price, discount, negotiable, size = 'sm', ...rest }: PriceTagProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const final = discountedPrice(price, discount);
  const big = size === 'lg';
  return (
    <HStack gap="2" wrap="wrap" align="baseline" {...rest}>
      <Text
        as="span"
        fontWeight="bold"
        fontSize={big ? '2xl' : 'md'}
        color="brand.fg"
        data-testid="price-current"
      >
        <LtrText>{formatMoney(final ?? price, language)}</LtrText>
      </Text>
      {final !== null ? (
        <>
          <Text
            as="del"
            color="fg.muted"
            fontSize={big ? 'md' : 'xs'}
            data-testid="price-base"
            aria-label={t('catalogue.price.was', { price: formatMoney(price, language) })}
          >
            <LtrText>{formatMoney(price, language)}</LtrText>
          </Text>
          <Badge colorPalette="red" variant="solid" size={big ? 'md' : 'sm'}>
            {t('catalogue.price.off', {
              percent: formatNumber((discount ?? 0) / 100, language, {
                style: 'percent',
                maximumFractionDigits: 2,
              }),
            })}
          </Badge>
        </>
      ) : null}
      {negotiable ? (
        <Badge colorPalette="orange" variant="subtle" size={big ? 'md' : 'sm'}>
          {t('catalogue.price.negotiable')}
        </Badge>
      ) : null}
    </HStack>
  );
}
