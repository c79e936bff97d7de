import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * Shown to the sender above the composer once they have sent a phone number, a WhatsApp or
 * Telegram link or an e-mail (domain/contact/contact-leak.ts): a reminder, not a block — the
 * message went out as written.
 */
export function OutsideContactNote({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="info" size="sm" borderRadius="0" data-testid="outside-contact-note">
      <Alert.Indicator />
      <Alert.Description flex="1">{t('chat.conversation.outside_note')}</Alert.Description>
      <Button size="xs" variant="ghost" onClick={onClose}>
        {t('chat.conversation.outside_note_close')}
      </Button>
    </Alert.Root>
  );
}
