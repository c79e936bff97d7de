import { Button, CloseButton, Dialog, Link as ChakraLink, Portal, Text } from '@chakra-ui/react';
import { productPath } from '@domain/catalogue/paths';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ProductPage } from '@/features/shop/product/product-page';

/**
 * `/products/:storeusername/:id/MakingReportModal`: the product stays underneath and the report opens
 * as a modal. Reporting needs an account (spec §6); the report form itself comes with the reports
 * issue, so a visitor sees the login-required message with the way to sign in.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeusername = '', id = '' } = useParams();
  const close = () =>
    navigate(productPath(storeusername, Number(id)), { replace: true, preventScrollReset: true });
  return (
    <>
      <ProductPage canonicalise={false} />
      <Dialog.Root open onOpenChange={(event) => !event.open && close()} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>{t('catalogue.report.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{t('errors.login_required')}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  {t('common.actions.close')}
                </Button>
                <Button asChild>
                  <ChakraLink asChild>
                    <Link to="/login">{t('common.actions.sign_in')}</Link>
                  </ChakraLink>
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.actions.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
