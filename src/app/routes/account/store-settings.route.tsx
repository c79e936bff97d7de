import { Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '@/components/form';
import { PageHead } from '@/components/page-head';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { useStoredState } from '@/lib/session';
import { myStoreQueryOptions } from '@/features/sellers/my-stores-queries';
import { StoreForm, storeFormValues } from '@/features/sellers/store-form';
import { useUpdateStore } from '@/features/sellers/use-update-store';

function Settings({ viewer, id }: { viewer: string; id: number }) {
  const { t } = useTranslation();
  const store = useQuery(myStoreQueryOptions(viewer, id));
  const update = useUpdateStore(id);
  if (store.isPending)
    return <Spinner alignSelf="center" my="8" aria-label={t('common.status.loading')} />;
  if (!store.data) {
    return (
      <Stack gap="3" align="start">
        <FormAlert
          messageKey={isApiError(store.error) ? store.error.messageKey : 'errors.fetch_failed'}
        />
        <Button asChild variant="outline">
          <Link to="/my-stores">{t('sellers.settings.back')}</Link>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Text color="fg.muted" dir="ltr" textAlign="start">
        @{store.data.username}
      </Text>
      <StoreForm
        key={store.data.id}
        initial={storeFormValues(store.data)}
        submitLabel={t('sellers.settings.submit')}
        save={async ({ package_id: _package, ...values }) => {
          await update.mutateAsync(values);
          toast.show({ status: 'success', title: t('sellers.settings.done') });
        }}
      />
    </Stack>
  );
}

/** `/store-settings/:id`: the owner edits everything the store form has. */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const viewer = useStoredState((state) => (state.user ? String(state.user.id) : null));
  const storeId = Number(id);
  const title = t('pages.store_settings.title');
  return (
    <Container maxW="3xl" py={{ base: '5', md: '8' }}>
      <PageHead title={title} noIndex />
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {viewer && Number.isInteger(storeId) && storeId > 0 ? (
          <Settings viewer={viewer} id={storeId} />
        ) : (
          <FormAlert messageKey="errors.not_found" />
        )}
      </Stack>
    </Container>
  );
}
