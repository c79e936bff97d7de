import { Button, Input, SimpleGrid } from '@chakra-ui/react';
import type { OwnerKind } from '@domain/auth/roles';
import type {
  updateProfileBodySchema,
  UpdateProfileBody,
} from '@domain/contracts/profile.contract';
import type { Gender, Language } from '@domain/status/statuses';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DatePartsField, FormAlert, FormField, FormStack, PasswordInput } from '@/components/form';
import { toast } from '@/components/toaster';
import { applyServerErrors } from '@/lib/auth';
import { setLanguage, useLanguage } from '@/lib/i18n';
import { patchSession } from '@/lib/session';
import { GenderField, LanguageField } from './choice-fields';

/**
 * The form's values: the shopper's profile body, the widest of the two. A panel account's body is
 * the same without gender and birthdate, which its form neither shows nor sends.
 */
export type AccountDetailsValues = UpdateProfileBody & { current_password?: string };
export type AccountDetailsOutput = z.output<typeof updateProfileBodySchema> & {
  current_password?: string;
};

/** What a saved account answers that the form shows again (shopper profile or panel profile). */
export interface AccountDetailsSource {
  first_name: string;
  last_name: string;
  username: string;
  email: string | null;
  phone: string | null;
  gender?: Gender | null;
  birthdate?: string | null;
  language: Language;
}

const SERVER_FIELDS = {
  first_name: 'first_name',
  last_name: 'last_name',
  username: 'username',
  email: 'email',
  phone: 'phone',
  gender: 'gender',
  birthdate: 'birthdate',
  language: 'language',
  current_password: 'current_password',
} as const;

/**
 * The language field shows the language in use on this device, not the one last stored on the
 * account: saving then never flips the page into another language by surprise.
 */
function valuesOf(account: AccountDetailsSource, language: Language): AccountDetailsValues {
  return {
    first_name: account.first_name,
    last_name: account.last_name,
    username: account.username,
    // A pending new address is shown separately; the field keeps what is in use.
    email: account.email ?? '',
    phone: account.phone ?? '',
    gender: account.gender,
    birthdate: account.birthdate,
    language,
    current_password: '',
  };
}

export interface AccountDetailsFormProps {
  account: AccountDetailsSource;
  /** The contract's own body schema (`zodResolver(...)`): the shopper's or the panel's. */
  resolver: Resolver<AccountDetailsValues, unknown, AccountDetailsOutput>;
  /** The session whose name follows a save. */
  sessionKind: OwnerKind;
  /** Birthdate and gender: the shopper profile only. */
  personal?: boolean;
  /** Said under email and phone (the shopper's new address waits for its code). */
  contactHelper?: string;
  /**
   * Ask for the current password once the email or phone differs from the one in use (the panel
   * profile): the server refuses such a change without it.
   */
  askPasswordForContacts?: boolean;
  /** The call; answers the saved account and the i18n key of the success toast. */
  save: (values: AccountDetailsOutput) => Promise<{ saved: AccountDetailsSource; message: string }>;
}

/** An account's own details: the shopper profile and every panel's my_profile_settings. */
export function AccountDetailsForm(props: AccountDetailsFormProps) {
  const { account, resolver, sessionKind, personal = false, contactHelper, save } = props;
  const { askPasswordForContacts = false } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, reset, formState } = useForm<
    AccountDetailsValues,
    unknown,
    AccountDetailsOutput
  >({ resolver, mode: 'onTouched', defaultValues: valuesOf(account, language) });
  const { errors, isSubmitting, isDirty } = formState;
  const [email, phone] = useWatch({ control, name: ['email', 'phone'] });
  const contactsChanged =
    (email ?? '').trim().toLowerCase() !== (account.email ?? '').toLowerCase() ||
    (phone ?? '').trim() !== (account.phone ?? '');

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { saved, message } = await save(values);
      const { first_name, last_name, username } = saved;
      patchSession(sessionKind, { first_name, last_name, username });
      reset(valuesOf(saved, saved.language));
      if (saved.language !== language) setLanguage(saved.language);
      toast.show({ status: 'success', title: t(message) });
    } catch (error) {
      setAlert(applyServerErrors(error, setError, SERVER_FIELDS));
    }
  });

  return (
    <FormStack onSubmit={onSubmit}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={t('account.fields.first_name')}
          error={errors.first_name?.message}
          required
        >
          <Input {...register('first_name')} autoComplete="given-name" />
        </FormField>
        <FormField label={t('account.fields.last_name')} error={errors.last_name?.message}>
          <Input {...register('last_name')} autoComplete="family-name" />
        </FormField>
        <FormField label={t('account.fields.username')} error={errors.username?.message} required>
          <Input {...register('username')} autoComplete="username" dir="ltr" />
        </FormField>
        <FormField
          label={t('account.fields.email')}
          helper={contactHelper}
          error={errors.email?.message}
          required
        >
          <Input {...register('email')} type="email" autoComplete="email" dir="ltr" />
        </FormField>
        <FormField
          label={t('account.fields.phone')}
          helper={contactHelper}
          error={errors.phone?.message}
          required
        >
          <Input
            {...register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
          />
        </FormField>
        {personal ? (
          <>
            <Controller
              control={control}
              name="birthdate"
              render={({ field }) => (
                <DatePartsField
                  label={t('account.fields.birthdate')}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.birthdate?.message}
                />
              )}
            />
            <GenderField control={control} name="gender" error={errors.gender?.message} />
          </>
        ) : null}
        <LanguageField control={control} name="language" error={errors.language?.message} />
        {askPasswordForContacts && contactsChanged ? (
          <FormField
            label={t('account.fields.current_password')}
            helper={t('account.profile.password_for_contacts')}
            error={errors.current_password?.message}
            required
          >
            <PasswordInput {...register('current_password')} autoComplete="current-password" />
          </FormField>
        ) : null}
      </SimpleGrid>
      <FormAlert messageKey={alert} />
      <Button
        type="submit"
        alignSelf="start"
        loading={isSubmitting}
        disabled={isSubmitting || !isDirty}
      >
        {t('account.profile.submit')}
      </Button>
    </FormStack>
  );
}
