import { Container, Heading } from '@chakra-ui/react';
import type { Panel, PanelNavItem } from '@domain/auth/panels';
import { useTranslation } from 'react-i18next';
import { PanelPageHead } from '@/crud/panel-page-head';

/**
 * The one screen every panel route renders until its resource gets its list/form (src/crud). Shared by
 * all four panels: a resource is built once, never copied per panel.
 */
export function PanelScreen({ panel, item }: { panel: Panel; item: PanelNavItem }) {
  const { t } = useTranslation();
  const title = t(item.labelKey);
  return (
    <Container maxW="6xl" py="6" data-panel={panel.key} data-resource={item.resource}>
      <PanelPageHead panel={panel} title={title} />
      <Heading as="h1" size="xl">
        {title}
      </Heading>
    </Container>
  );
}
