import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from './report-dialog';

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
        <ReportDialog
          target="store"
          id={storeId}
          name={storeName}
          open
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
