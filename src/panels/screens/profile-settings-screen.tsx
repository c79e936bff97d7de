import { Button, Container, Heading, Spinner, Stack } from '@chakra-ui/react';
import type { Panel, PanelNavItem } from '@domain/auth/panels';
import { panelProfileContract, type PanelProfile } from '@domain/contracts/panel-account.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm, SectionCard, TwoFactorCard } from '@/components/account';
import { FormAlert } from '@/components/form';
import { PanelPageHead } from '@/crud/panel-page-head';
import { callApi, isApiError, queryKeys } from '@/lib/api';
import { useStoredState } from '@/lib/session';
import { PanelPendingContact } from './panel-pending-contact';
import { PanelProfileForm } from './panel-profile-form';
import { useGenerateTwoFactor } from './use-generate-two-factor';
import { useSetTwoFactor } from './use-set-two-factor';
import { useChangePanelPassword } from './use-change-panel-password';

function PanelTwoFactor({ profile }: { profile: PanelProfile }) {
  const generate = useGenerateTwoFactor();
  const setTwoFactor = useSetTwoFactor(profile);
  return (
    <TwoFactorCard
      enabled={profile.two_factor_enabled}
      generate={() => generate.mutateAsync(undefined)}
      setTwoFactor={setTwoFactor}
    />
  );
}

function panelProfileQuery(viewer: string) {
  return queryOptions({
    queryKey: queryKeys.panelProfile.detail(viewer),
    queryFn: async ({ signal }): Promise<PanelProfile> =>
      (await callApi(panelProfileContract, { signal })).data,
  });
}

/** `my_profile_settings` of every panel: details, password and two-factor sign-in. */
export function ProfileSettingsScreen({ panel, item }: { panel: Panel; item: PanelNavItem }) {
  const { t } = useTranslation();
  const changePassword = useChangePanelPassword();
  const title = t(item.labelKey);
  const viewer = useStoredState((state) => (state.admin ? String(state.admin.id) : null));
  // No session, no call (see the shopper profile): sign-out must not end in a 401 round.
  const {
    data: profile,
    error,
    isPending,
    refetch,
  } = useQuery({
    ...panelProfileQuery(viewer ?? 'none'),
    enabled: viewer !== null,
  });

  return (
    <Container maxW="4xl" py="6" data-panel={panel.key} data-resource={item.resource}>
      <PanelPageHead panel={panel} title={title} />
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {isPending ? <Spinner alignSelf="center" aria-label={t('common.status.loading')} /> : null}
        {!isPending && !profile ? (
          <Stack gap="3" align="start">
            <FormAlert messageKey={isApiError(error) ? error.messageKey : 'errors.fetch_failed'} />
            <Button variant="outline" onClick={() => void refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Stack>
        ) : null}
        {profile ? (
          <>
            <SectionCard title={t('account.profile.details_title')}>
              {profile.pending_email ? (
                <PanelPendingContact channel="email" address={profile.pending_email} />
              ) : null}
              {profile.pending_phone ? (
                <PanelPendingContact channel="phone" address={profile.pending_phone} />
              ) : null}
              <PanelProfileForm
                key={`${profile.id}-${profile.email}-${profile.phone}`}
                profile={profile}
              />
            </SectionCard>
            <SectionCard
              title={t('account.password.title')}
              description={t('account.password.description')}
            >
              <ChangePasswordForm
                username={profile.username}
                submit={(body) => changePassword.mutateAsync(body)}
              />
            </SectionCard>
            <PanelTwoFactor profile={profile} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
