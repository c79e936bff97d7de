import { Badge, Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import { activeFilterCount } from './filters';

/** On phones the filters open in a drawer from the reading-start side. */
export function FilterDrawer(props: FilterPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(props.filters);
  return (
    <Drawer.Root open={open} onOpenChange={(event) => setOpen(event.open)} placement="start">
      <Drawer.Trigger asChild>
        <Button size="sm" variant="outline">
          {t('catalogue.filters.title')}
          {active > 0 ? (
            <Badge colorPalette="brand" variant="solid" rounded="full">
              {formatNumber(active, language)}
            </Badge>
          ) : null}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('catalogue.filters.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <FilterPanel {...props} />
            </Drawer.Body>
            <Drawer.Footer>
              <Button onClick={() => setOpen(false)} width="full">
                {t('catalogue.filters.show_results')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.actions.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
