import { Button, Input } from '@chakra-ui/react';
import type { Verification } from '@domain/contracts/auth.contract';
import {
  keepGuestAccountBodySchema,
  type KeepGuestAccountBody,
} from '@domain/contracts/guest-account.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormField, FormStack, NewPasswordFields } from '@/components/form';
import { applyServerErrors } from '@/lib/auth';
import { useKeepAccount } from './use-keep-account';

const SERVER_FIELDS = {
  username: 'username',
  email: 'email',
  password: 'password',
  password_confirmation: 'password_confirmation',
} as const;

/**
 * A guest (an account checkout made, with no password, spec §6) keeps it: a username, an email
 * and a password. The server ends the guest session and sends a code to the email; `onKept`
 * takes the shopper to the code step, which signs them in as a full account.
 */
export function KeepAccountForm({ onKept }: { onKept: (verification: Verification) => void }) {
  const { t } = useTranslation();
  const keep = useKeepAccount();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<KeepGuestAccountBody>({
    resolver: zodResolver(keepGuestAccountBodySchema),
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const data = await keep.mutateAsync(values);
      onKept(data.verification);
    } catch (error) {
      setAlert(applyServerErrors(error, setError, SERVER_FIELDS));
    }
  });

  return (
    <FormStack onSubmit={onSubmit} maxW="md">
      <FormField label={t('account.fields.username')} error={errors.username?.message} required>
        <Input dir="ltr" autoComplete="username" {...register('username')} />
      </FormField>
      <FormField label={t('account.fields.email')} error={errors.email?.message} required>
        <Input type="email" dir="ltr" autoComplete="email" {...register('email')} />
      </FormField>
      <NewPasswordFields
        label={t('account.fields.password')}
        password={register('password')}
        confirmation={register('password_confirmation')}
        errors={{
          password: errors.password?.message,
          confirmation: errors.password_confirmation?.message,
        }}
      />
      <FormAlert messageKey={alert} />
      <Button type="submit" alignSelf="start" loading={isSubmitting} disabled={isSubmitting}>
        {t('guest_checkout.keep.submit')}
      </Button>
    </FormStack>
  );
}
