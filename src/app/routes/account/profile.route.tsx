import {
  Button,
  Container,
  Heading,
  HStack,
  Link as ChakraLink,
  Spinner,
  Stack,
} from '@chakra-ui/react';
import type { Profile } from '@domain/contracts/profile.contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate, useParams } from 'react-router';
import { ChangePasswordForm, SectionCard, TwoFactorCard } from '@/components/account';
import { ErrorScreen } from '@/components/error-screen';
import { FormAlert } from '@/components/form';
import { LogoutIcon } from '@/components/icons';
import { PageHead } from '@/components/page-head';
import { isApiError } from '@/lib/api';
import { isNoConnection } from '@/components/catalogue/load-failed';
import { useSignOut } from '@/lib/auth';
import { clearSession, useStoredState } from '@/lib/session';
import { otpTarget } from '@/features/auth/auth-state';
import { PendingContact } from '@/features/account/profile/pending-contact';
import { KeepAccountForm } from '@/features/account/profile/keep-account-form';
import { ProfileForm } from '@/features/account/profile/profile-form';
import { profileQueryOptions } from '@/features/account/profile/profile-query';
import { useChangePassword } from '@/features/account/profile/use-change-password';
import { useTwoFactor } from '@/features/account/profile/use-two-factor';
import { PushSettings } from '@/features/notifications/push-settings';

const TABS = [
  { type: undefined, to: '/profile', key: 'account.profile.tab_info' },
  { type: 'password', to: '/profile/password', key: 'account.profile.tab_password' },
  {
    type: 'notifications',
    to: '/profile/notifications',
    key: 'account.profile.tab_notifications',
  },
] as const;

/** The signed-in shopper's profile; no session, no call. */
function useProfile() {
  const viewer = useStoredState((state) => (state.user ? String(state.user.id) : null));
  return useQuery({ ...profileQueryOptions(viewer ?? 'visitor'), enabled: viewer !== null });
}

/** Spec §2: any account turns on TOTP here; its panel sign-in then asks for the code too. */
function ProfileTwoFactor() {
  const { data: profile } = useProfile();
  if (!profile) return null;
  return <TwoFactorSection profile={profile} />;
}

function TwoFactorSection({ profile }: { profile: Profile }) {
  const { generate, setTwoFactor } = useTwoFactor(profile);
  return (
    <TwoFactorCard
      enabled={profile.two_factor_enabled}
      generate={generate}
      setTwoFactor={setTwoFactor}
    />
  );
}

function ProfileDetails() {
  const { t } = useTranslation();
  // No session, no call: during sign-out a tokenless call would answer 401, and the client would
  // remember this page as the place to return to after the next sign-in.
  const { data: profile, error, isPending, refetch } = useProfile();
  if (isPending)
    return <Spinner alignSelf="center" my="8" aria-label={t('common.status.loading')} />;
  if (!profile) {
    return (
      <Stack gap="3" align="start">
        <FormAlert
          messageKey={
            // Offline and never seen on this device: it needs a connection.
            isNoConnection(error)
              ? 'errors.offline_unseen'
              : isApiError(error)
                ? error.messageKey
                : 'errors.fetch_failed'
          }
        />
        <Button variant="outline" onClick={() => void refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <SectionCard title={t('account.profile.details_title')}>
      {profile.pending_email ? (
        <PendingContact channel="email" address={profile.pending_email} />
      ) : null}
      {profile.pending_phone ? (
        <PendingContact channel="phone" address={profile.pending_phone} />
      ) : null}
      <ProfileForm key={`${profile.id}-${profile.email}-${profile.phone}`} profile={profile} />
    </SectionCard>
  );
}

/**
 * A guest's password tab (spec §6): no password to change yet; they keep the account with a
 * username, email and password, then confirm the email with its code (which signs them in).
 */
function KeepAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <SectionCard
      title={t('guest_checkout.keep.title')}
      description={t('guest_checkout.keep.description')}
    >
      <KeepAccountForm
        onKept={(verification) => {
          // The server ended the guest session; the code step signs the full account in.
          clearSession('user');
          otpTarget.set({ verification });
          void navigate('/otp', { replace: true });
        }}
      />
    </SectionCard>
  );
}

/** `/profile/:type?`: the shopper's details, password and sign-out (spec §2). */
export function Component() {
  const { t } = useTranslation();
  const { type } = useParams();
  const { signOut, pending } = useSignOut('user');
  const changePassword = useChangePassword();
  const username = useStoredState((state) => state.user?.username);
  const guest = useStoredState((state) => state.user?.role === 'guest');
  if (type !== undefined && type !== 'password' && type !== 'notifications') {
    return <ErrorScreen kind="not_found" />;
  }
  return (
    <Container maxW="3xl" py="6">
      <PageHead title={t('pages.profile.title')} noIndex />
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="2xl">
            {t('pages.profile.title')}
          </Heading>
          <Button
            variant="outline"
            colorPalette="red"
            size="sm"
            loading={pending}
            onClick={() => void signOut()}
          >
            <LogoutIcon boxSize="4" />
            {t('common.actions.sign_out')}
          </Button>
        </HStack>
        <HStack as="nav" aria-label={t('account.profile.sections')} gap="1" borderBottomWidth="1px">
          {TABS.map((tab) => (
            <ChakraLink
              key={tab.to}
              asChild
              px="3"
              py="2"
              mb="-1px"
              fontWeight="medium"
              color="fg.muted"
              borderBottomWidth="2px"
              borderColor="transparent"
              _hover={{ textDecoration: 'none', color: 'fg' }}
              css={{ '&[aria-current=page]': { color: 'brand.fg', borderColor: 'brand.solid' } }}
            >
              <NavLink to={tab.to} end replace>
                {t(tab.key)}
              </NavLink>
            </ChakraLink>
          ))}
        </HStack>
        {type === 'notifications' ? (
          <PushSettings />
        ) : type === 'password' && guest ? (
          <KeepAccount />
        ) : type === 'password' ? (
          <>
            <SectionCard
              title={t('account.password.title')}
              description={t('account.password.description')}
            >
              <ChangePasswordForm username={username} submit={changePassword.mutateAsync} />
            </SectionCard>
            <ProfileTwoFactor />
          </>
        ) : (
          <ProfileDetails />
        )}
      </Stack>
    </Container>
  );
}
