import { Container, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHead } from './page-head';

/**
 * A route whose screen belongs to a later issue: the layout, the page's title and head, and nothing
 * that pretends to be data.
 */
export function PagePlaceholder({ titleKey, noIndex }: { titleKey: string; noIndex?: boolean }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <Container maxW="6xl" py="8">
      <PageHead title={title} noIndex={noIndex} />
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
    </Container>
  );
}
