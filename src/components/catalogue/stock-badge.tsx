import { Badge } from '@chakra-ui/react';
import type { StockState } from '@domain/contracts/catalogue-schemas';
import { useTranslation } from 'react-i18next';

const PALETTE: Record<StockState, string> = {
  unlimited: 'green',
  in_stock: 'green',
  out_of_stock: 'red',
};

/** Unlimited / in stock (with the amount when `showAmount`) / out of stock (spec §3). */
export function StockBadge({
  state,
  amount,
  showAmount = false,
}: {
  state: StockState;
  amount: number;
  showAmount?: boolean;
}) {
  const { t } = useTranslation();
  const text =
    state === 'in_stock' && showAmount
      ? t('catalogue.stock.in_stock_count', { count: amount })
      : t(`catalogue.stock.${state}`);
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle" data-stock={state}>
      {text}
    </Badge>
  );
}
