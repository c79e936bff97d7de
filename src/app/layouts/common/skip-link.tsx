import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every layout: jumps keyboard users past the navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      insetInlineStart="2"
      top="-20"
      zIndex="skipLink"
      bg="bg.panel"
      px="3"
      py="2"
      rounded="md"
      shadow="md"
      _focusVisible={{ top: '2' }}
    >
      {t('common.actions.skip_to_content')}
    </chakra.a>
  );
}
