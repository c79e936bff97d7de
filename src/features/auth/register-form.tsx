import { Button, Input, SimpleGrid } from '@chakra-ui/react';
import { splitName } from '@domain/accounts/names';
import { registerBodySchema, type RegisterBody } from '@domain/contracts/auth.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  ChoiceField,
  DatePartsField,
  FormAlert,
  FormField,
  FormStack,
  NewPasswordFields,
} from '@/components/form';
import { GenderField } from '@/components/account';
import { applyServerErrors } from '@/lib/auth';
import { localizeDigits } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { otpTarget } from './auth-state';
import { useLiveCheck } from './use-live-check';
import { useRegisterAccount } from './use-register-account';

type RegisterOutput = z.output<typeof registerBodySchema>;

/** Server field paths → this form's fields (the API may answer on the split name parts). */
const SERVER_FIELDS = {
  name: 'name',
  first_name: 'name',
  last_name: 'name',
  username: 'username',
  email: 'email',
  phone: 'phone',
  gender: 'gender',
  birthdate: 'birthdate',
  password: 'password',
  password_confirmation: 'password_confirmation',
  channel: 'channel',
} as const;

/** What is sent: the one name field split at the first space (spec §3), empty optionals dropped. */
export function registerPayload(values: RegisterOutput, language: 'ar' | 'en'): RegisterBody {
  const { name = '', ...rest } = values;
  return { ...rest, ...splitName(name), language };
}

/** Create an account; the code goes to the chosen email or phone and /otp confirms it. */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<RegisterBody, unknown, RegisterOutput>({
    resolver: zodResolver(registerBodySchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      username: '',
      email: '',
      phone: '',
      password: '',
      password_confirmation: '',
      channel: 'email',
    },
  });
  const { register, handleSubmit, setError, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const liveCheck = useLiveCheck(form);
  const registration = useRegisterAccount();

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const data = await registration.mutateAsync(registerPayload(values, language));
      otpTarget.set({ verification: data.verification, phone: values.phone });
      await navigate('/otp');
    } catch (error) {
      setAlert(applyServerErrors(error, setError, SERVER_FIELDS));
    }
  });

  return (
    <FormStack onSubmit={onSubmit}>
      <FormField
        label={t('account.fields.full_name')}
        helper={t('auth.register.name_helper')}
        error={errors.name?.message}
        required
      >
        <Input {...register('name', { onBlur: liveCheck('name') })} autoComplete="name" />
      </FormField>
      <FormField label={t('account.fields.username')} error={errors.username?.message} required>
        <Input
          {...register('username', { onBlur: liveCheck('username') })}
          autoComplete="username"
          dir="ltr"
        />
      </FormField>
      <FormField label={t('account.fields.email')} error={errors.email?.message} required>
        <Input
          {...register('email', { onBlur: liveCheck('email') })}
          type="email"
          autoComplete="email"
          dir="ltr"
        />
      </FormField>
      <FormField label={t('account.fields.phone')} error={errors.phone?.message} required>
        <Input
          {...register('phone', { onBlur: liveCheck('phone') })}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          placeholder={localizeDigits('01xxxxxxxxx', language)}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <GenderField control={control} name="gender" error={errors.gender?.message} />
        <Controller
          control={control}
          name="birthdate"
          render={({ field }) => (
            <DatePartsField
              label={t('account.fields.birthdate')}
              value={field.value}
              onChange={(value) => field.onChange(value ?? undefined)}
              error={errors.birthdate?.message}
            />
          )}
        />
      </SimpleGrid>
      <NewPasswordFields
        label={t('account.fields.password')}
        password={register('password')}
        confirmation={register('password_confirmation')}
        errors={{
          password: errors.password?.message,
          confirmation: errors.password_confirmation?.message,
        }}
      />
      <Controller
        control={control}
        name="channel"
        render={({ field }) => (
          <ChoiceField
            label={t('auth.register.channel')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            options={[
              { value: 'email', label: t('auth.channel.email') },
              { value: 'phone', label: t('auth.channel.phone') },
            ]}
            error={errors.channel?.message}
          />
        )}
      />
      <FormAlert messageKey={alert} />
      <Button type="submit" size="lg" loading={isSubmitting} disabled={isSubmitting}>
        {t('auth.register.submit')}
      </Button>
    </FormStack>
  );
}
