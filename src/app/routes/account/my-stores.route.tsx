import { Button, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form';
import { PageHead } from '@/components/page-head';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import { useStoredState } from '@/lib/session';
import { MyStoresList } from '@/features/sellers/my-stores-list';
import {
  myStoresQueryOptions,
  startPackagesQueryOptions,
} from '@/features/sellers/my-stores-queries';
import { StoreForm } from '@/features/sellers/store-form';
import { useCreateStore } from '@/features/sellers/use-create-store';

/** "Open a store" (`/my-stores?new=1`): the store form with the packages it may start on. */
function CreateStore({ viewer }: { viewer: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const packages = useQuery(startPackagesQueryOptions(viewer));
  const create = useCreateStore();
  if (packages.isPending)
    return <Spinner alignSelf="center" my="8" aria-label={t('common.status.loading')} />;
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('sellers.create.title')}
      </Heading>
      <Text color="fg.muted">{t('sellers.create.intro')}</Text>
      <StoreForm
        packages={packages.data ?? []}
        submitLabel={t('sellers.create.submit')}
        save={async (values) => {
          await create.mutateAsync(values);
          toast.show({ status: 'success', title: t('sellers.create.done') });
          await navigate('/my-stores', { replace: true });
        }}
      />
    </Stack>
  );
}

/** `/my-stores`: the seller's stores and the way to open one. */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const creating = params.get('new') === '1';
  const viewer = useStoredState((state) => (state.user ? String(state.user.id) : null));
  const stores = useQuery({ ...myStoresQueryOptions(viewer ?? 'visitor'), enabled: !!viewer });
  const title = t('pages.my_stores.title');
  return (
    <Container maxW="3xl" py={{ base: '5', md: '8' }}>
      <PageHead title={title} noIndex />
      <Stack gap="5">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {creating ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/my-stores">{t('sellers.create.cancel')}</Link>
            </Button>
          ) : (
            <Button asChild colorPalette="brand" size="sm">
              <Link to="/my-stores?new=1">{t('sellers.create.open')}</Link>
            </Button>
          )}
        </HStack>
        {creating && viewer ? (
          <CreateStore viewer={viewer} />
        ) : stores.isPending ? (
          <Spinner alignSelf="center" my="8" aria-label={t('common.status.loading')} />
        ) : stores.data ? (
          <MyStoresList stores={stores.data} language={language} />
        ) : (
          <Stack gap="3" align="start">
            <FormAlert
              messageKey={
                isApiError(stores.error) ? stores.error.messageKey : 'errors.fetch_failed'
              }
            />
            <Button variant="outline" onClick={() => void stores.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
