import {
  Button,
  CloseButton,
  Dialog,
  Link as ChakraLink,
  Portal,
  Skeleton,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadMoreTexts } from '@/lib/i18n';
import { useStoredState } from '@/lib/session';

// The form carries the report contract (zod): loaded when a signed-in shopper opens the dialog,
// with the validation texts a catalogue page's first load leaves out.
const ReportForm = lazy(async () => {
  const [module] = await Promise.all([import('./report-form'), loadMoreTexts()]);
  return { default: module.ReportForm };
});

/**
 * The report dialog of a product (`MakingReportModal`) or a store. Reporting needs an account
 * (spec §6): a visitor reads "login required" with the way to sign in.
 */
export function ReportDialog({
  target,
  id,
  name,
  open,
  onClose,
}: {
  target: 'product' | 'store';
  id: number;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const signedIn = useStoredState((state) => state.user !== null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>
                {t(target === 'product' ? 'catalogue.report.title' : 'feedback.report.title_store')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontWeight="medium" mb="3" dir="auto" lineClamp={2}>
                {name}
              </Text>
              {signedIn ? (
                <Suspense fallback={<Skeleton height="60" />}>
                  <ReportForm target={target} id={id} onDone={onClose} onCancel={onClose} />
                </Suspense>
              ) : (
                <Text>{t('errors.login_required')}</Text>
              )}
            </Dialog.Body>
            {signedIn ? null : (
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('common.actions.close')}
                </Button>
                <Button asChild>
                  <ChakraLink asChild>
                    <Link to="/login">{t('common.actions.sign_in')}</Link>
                  </ChakraLink>
                </Button>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
