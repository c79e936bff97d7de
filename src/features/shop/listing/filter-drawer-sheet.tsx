import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

export interface FilterDrawerSheetProps extends FilterPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the drawer: focus goes back to it when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The drawer itself, from the reading-start side. Its own chunk (the dialog machinery, focus trap
 * and scroll lock), loaded on the first tap on «Filters».
 */
export function FilterDrawerSheet({
  open,
  onOpenChange,
  trigger,
  ...props
}: FilterDrawerSheetProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(event) => onOpenChange(event.open)}
      placement="start"
      finalFocusEl={() => trigger.current}
    >
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
              <Button onClick={() => onOpenChange(false)} width="full">
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
