import { withdrawOfferContract } from '@domain/contracts/chat.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** The store withdraws its open offer; the thread shows the card withdrawn. */
export function useWithdrawOffer() {
  return useApiMutation(withdrawOfferContract, {
    mutationKey: mutationKeys.chats.withdrawOffer,
    request: (messageId: number) => ({ params: { id: messageId } }),
    invalidates: () => [queryKeys.chats.all],
  });
}
