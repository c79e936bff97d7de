import { Button } from '@chakra-ui/react';
import { changePasswordBodySchema } from '@domain/contracts/auth.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  FormAlert,
  FormField,
  FormStack,
  NewPasswordFields,
  PasswordInput,
} from '@/components/form';
import { toast } from '@/components/toaster';
import { applyServerErrors } from '@/lib/auth';

type PasswordValues = z.input<typeof changePasswordBodySchema>;

const SERVER_FIELDS = {
  current_password: 'current_password',
  password: 'password',
  password_confirmation: 'password_confirmation',
} as const;

const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

/**
 * Change password with the current one (shopper profile and every panel's my_profile_settings);
 * `submit` is the call (`/api/change-password` or `/api/panel/change-password`).
 */
export function ChangePasswordForm({
  submit,
  username,
}: {
  submit: (body: PasswordValues) => Promise<unknown>;
  /** Lets password managers file the new password under the right account. */
  username?: string;
}) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordValues>({
    resolver: zodResolver(changePasswordBodySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await submit(values);
      reset(EMPTY);
      toast.show({ status: 'success', title: t('account.password.changed') });
    } catch (error) {
      setAlert(applyServerErrors(error, setError, SERVER_FIELDS));
    }
  });

  return (
    <FormStack onSubmit={onSubmit} maxW="md">
      {username ? (
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
      ) : null}
      <FormField
        label={t('account.fields.current_password')}
        error={errors.current_password?.message}
        required
      >
        <PasswordInput {...register('current_password')} autoComplete="current-password" />
      </FormField>
      <NewPasswordFields
        label={t('account.fields.new_password')}
        password={register('password')}
        confirmation={register('password_confirmation')}
        errors={{
          password: errors.password?.message,
          confirmation: errors.password_confirmation?.message,
        }}
      />
      <FormAlert messageKey={alert} />
      <Button type="submit" alignSelf="start" loading={isSubmitting} disabled={isSubmitting}>
        {t('account.password.submit')}
      </Button>
    </FormStack>
  );
}
