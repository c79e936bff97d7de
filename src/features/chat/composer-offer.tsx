import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ChatMessage } from '@domain/contracts/chat.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferForm, type OfferDraft } from './offer-form';

type ChatProduct = NonNullable<ChatMessage['product']>;

/** The products a thread is about (its product and offer cards), the latest first, once each. */
export function threadProducts(messages: readonly ChatMessage[]): ChatProduct[] {
  const seen = new Map<number, ChatProduct>();
  for (const message of [...messages].reverse()) {
    if (message.product && !seen.has(message.product.id)) {
      seen.set(message.product.id, message.product);
    }
  }
  return [...seen.values()];
}

/**
 * The store side's "Send offer" above the composer: the offer form for one of the products the
 * thread is about (the latest by default; a choice when there are several).
 */
export function ComposerOffer({
  products,
  onOffer,
  onClose,
}: {
  products: ChatProduct[];
  onOffer: (draft: OfferDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [productId, setProductId] = useState(products[0]!.id);
  const product = products.find((candidate) => candidate.id === productId) ?? products[0]!;
  return (
    <Stack px="3" py="2" gap="2" borderTopWidth="1px" bg="bg.subtle" maxH="60dvh" overflowY="auto">
      <Text fontSize="sm" fontWeight="bold">
        {t('chat.offer.make')}
      </Text>
      <Stack gap="1" role="group" aria-label={t('chat.offer.product')}>
        <Text fontSize="xs" fontWeight="semibold">
          {t('chat.offer.product')}
        </Text>
        <HStack gap="1" wrap="wrap">
          {products.map((candidate) => (
            <Button
              key={candidate.id}
              size="xs"
              variant={candidate.id === product.id ? 'solid' : 'outline'}
              bg={candidate.id === product.id ? undefined : 'bg.panel'}
              aria-pressed={candidate.id === product.id}
              maxW="full"
              onClick={() => setProductId(candidate.id)}
            >
              <Text as="span" truncate dir="auto">
                {candidate.name}
              </Text>
            </Button>
          ))}
        </HStack>
      </Stack>
      <OfferForm key={product.id} product={product} onOffer={onOffer} onCancel={onClose} />
    </Stack>
  );
}
