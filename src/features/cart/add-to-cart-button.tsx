import type { AddToCartBody } from '@domain/contracts/commerce.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { isKeptOffline } from '@/lib/offline';
import { useAddToCart } from './use-add-to-cart';

/** The signed-in shopper's add-to-cart button (its own chunk: it carries the contract). */
export function AddToCartButton({
  input,
  incomplete,
  onMissing,
  onAdded,
  render,
}: {
  input: AddToCartBody;
  incomplete: boolean;
  onMissing: () => void;
  onAdded: () => void;
  render: (onClick: () => void, loading?: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const cart = useAddToCart();
  const submit = async () => {
    if (incomplete) {
      onMissing();
      return;
    }
    try {
      await cart.add(input);
      onAdded();
      toast.show({ status: 'success', title: t('commerce.add.added') });
    } catch (error) {
      // Offline the add waits in the outbox and shows as pending in the cart.
      toast.show({
        status: isKeptOffline(error) ? 'info' : 'error',
        title: t(isApiError(error) ? error.messageKey : 'errors.internal'),
      });
    }
  };
  return render(() => void submit(), cart.isPending);
}
