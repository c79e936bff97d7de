import { Button, Input, SimpleGrid } from '@chakra-ui/react';
import {
  updatePanelProfileBodySchema,
  updatePanelProfileContract,
  type PanelProfile,
} from '@domain/contracts/panel-account.contract';
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

type Values = z.input<typeof updatePanelProfileBodySchema>;

const SERVER_FIELDS = {
  first_name: 'first_name',
  last_name: 'last_name',
  username: 'username',
  email: 'email',
  phone: 'phone',
  language: 'language',
} as const;

/** The language field shows the language in use here (see the shopper profile form). */
function valuesOf(profile: PanelProfile, language: Language): Values {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    username: profile.username,
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    language,
  };
}

/** A panel account's own details (every panel's my_profile_settings). */
export function PanelProfileForm({ profile }: { profile: PanelProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, reset, formState } = useForm<Values>({
    resolver: zodResolver(updatePanelProfileBodySchema),
    mode: 'onTouched',
    defaultValues: valuesOf(profile, language),
  });
  const { errors, isSubmitting, isDirty } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { data } = await callApi(updatePanelProfileContract, { body: values });
      queryClient.setQueryData(queryKeys.panelProfile.detail(String(data.id)), data);
      const names = {
        first_name: data.first_name,
        last_name: data.last_name,
        username: data.username,
      };
      patchSession('admin', names);
      reset(valuesOf(data, data.language));
      if (data.language !== language) setLanguage(data.language);
      toast.show({ status: 'success', title: t('account.profile.saved') });
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
        <FormField label={t('account.fields.email')} error={errors.email?.message} required>
          <Input {...register('email')} type="email" autoComplete="email" dir="ltr" />
        </FormField>
        <FormField label={t('account.fields.phone')} error={errors.phone?.message} required>
          <Input
            {...register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
          />
        </FormField>
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
