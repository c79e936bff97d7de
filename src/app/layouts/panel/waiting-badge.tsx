import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** The orders waiting for the viewer, in the language's digits; nothing at zero. */
export function WaitingBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (count === 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" rounded="full" data-testid="waiting-orders">
      {formatNumber(count, language)}
      <VisuallyHidden> {t('panel.layout.waiting_orders')}</VisuallyHidden>
    </Badge>
  );
}
