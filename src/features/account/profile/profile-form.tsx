import { Button, Input, SimpleGrid } from '@chakra-ui/react';
import {
  updateProfileBodySchema,
  updateProfileContract,
  type Profile,
  type UpdateProfileBody,
} from '@domain/contracts/profile.contract';
import type { Language } from '@domain/status/statuses';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ChoiceField, FormAlert, FormField, FormStack } from '@/components/form';
import { toast } from '@/components/toaster';
import { callApi, queryKeys } from '@/lib/api';
import { applyServerErrors } from '@/lib/auth';
import { setLanguage, useLanguage } from '@/lib/i18n';
import { patchSession } from '@/lib/session';

type ProfileOutput = z.output<typeof updateProfileBodySchema>;

const SERVER_FIELDS = {
  first_name: 'first_name',
  last_name: 'last_name',
  username: 'username',
  email: 'email',
  phone: 'phone',
  gender: 'gender',
  birthdate: 'birthdate',
  language: 'language',
} as const;

const emptyToNull = (value: unknown) => (value === '' ? null : value);

/**
 * The language field shows the language in use on this device, not the one last stored on the
 * account: saving then never flips the page into another language by surprise.
 */
function valuesOf(profile: Profile, language: Language): UpdateProfileBody {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    username: profile.username,
    // A pending new address is shown separately; the field keeps what is in use.
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    gender: profile.gender,
    birthdate: profile.birthdate,
    language,
  };
}

/** Edit the shopper's details; a new email or phone waits for its code (see PendingContacts). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, reset, formState } = useForm<
    UpdateProfileBody,
    unknown,
    ProfileOutput
  >({
    resolver: zodResolver(updateProfileBodySchema),
    mode: 'onTouched',
    defaultValues: valuesOf(profile, language),
  });
  const { errors, isSubmitting, isDirty } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { data } = await callApi(updateProfileContract, { body: values });
      const saved = data.profile;
      queryClient.setQueryData(queryKeys.profile.detail(String(saved.id)), saved);
      patchSession('user', {
        first_name: saved.first_name,
        last_name: saved.last_name,
        username: saved.username,
      });
      reset(valuesOf(saved, saved.language));
      if (saved.language !== language) setLanguage(saved.language);
      toast.show({
        status: 'success',
        title: t(
          data.verifications.length > 0 ? 'account.profile.saved_verify' : 'account.profile.saved',
        ),
      });
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
          helper={t('account.profile.reverify_helper')}
          error={errors.email?.message}
          required
        >
          <Input {...register('email')} type="email" autoComplete="email" dir="ltr" />
        </FormField>
        <FormField
          label={t('account.fields.phone')}
          helper={t('account.profile.reverify_helper')}
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
        <FormField label={t('account.fields.birthdate')} error={errors.birthdate?.message}>
          <Input
            {...register('birthdate', { setValueAs: emptyToNull })}
            type="date"
            autoComplete="bday"
          />
        </FormField>
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <ChoiceField
              label={t('account.fields.gender')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'male', label: t('account.gender.male') },
                { value: 'female', label: t('account.gender.female') },
              ]}
              error={errors.gender?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <ChoiceField
              label={t('account.fields.language')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'ar', label: t('common.language.ar') },
                { value: 'en', label: t('common.language.en') },
              ]}
              error={errors.language?.message}
            />
          )}
        />
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
