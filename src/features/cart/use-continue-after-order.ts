import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/toaster';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** What place-order and a guest order both answer about the card part of the checkout. */
interface PlacedOrders {
  payment: { checkout_url: string } | null;
  card_total: number;
}

/**
 * Where a shopper goes once orders are placed: card orders are paid on the provider's page
 * (Fawry or the sandbox), which comes back to /payment-state; a card part the provider could not
 * open is said; otherwise, or after that, to /orders.
 */
export function useContinueAfterOrder(): (result: PlacedOrders) => void {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  return (result) => {
    if (result.payment) {
      window.location.assign(result.payment.checkout_url);
      return;
    }
    if (result.card_total > 0) {
      toast.show({
        status: 'error',
        title: t('commerce.checkout.card_unavailable', {
          amount: formatMoney(result.card_total, language),
        }),
      });
    }
    void navigate('/orders');
  };
}
