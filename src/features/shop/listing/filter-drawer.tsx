import { Badge, Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { FilterPanelProps } from './filter-panel';
import { activeFilterCount } from './filters';

/** The drawer's dialog code loads with the first tap on the button, not with the page. */
const FilterDrawerSheet = lazy(async () => ({
  default: (await import('./filter-drawer-sheet')).FilterDrawerSheet,
}));

/** On phones the filters open in a drawer from the reading-start side. */
export function FilterDrawer(props: FilterPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing animates and reopening is instant.
  const [wanted, setWanted] = useState(false);
  const active = activeFilterCount(props.filters);
  return (
    <>
      <Button
        ref={trigger}
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('catalogue.filters.title')}
        {active > 0 ? (
          <Badge colorPalette="brand" variant="solid" rounded="full">
            {formatNumber(active, language)}
          </Badge>
        ) : null}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <FilterDrawerSheet {...props} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
