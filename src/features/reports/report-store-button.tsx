import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (Chakra's dialog and the form) loads when the button is pressed, not with the page.
const ReportDialog = lazy(async () => ({
  default: (await import('./report-dialog')).ReportDialog,
}));

/** "Report this store" on the store page, opening the report dialog. */
export function ReportStoreButton({ storeId, storeName }: { storeId: number; storeName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setOpen(true)}>
        {t('feedback.report.store_action')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog
            target="store"
            id={storeId}
            name={storeName}
            open
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
