import { Button, Input } from '@chakra-ui/react';
import { loginBodySchema } from '@domain/contracts/auth.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert, FormField, FormStack, PasswordInput } from '@/components/form';
import { applyServerErrors } from '@/lib/auth';

/** The body of both sign-in calls (`/api/login` and `/api/panel/login`). */
export type SignInValues = z.input<typeof loginBodySchema>;

const SERVER_FIELDS = { identifier: 'identifier', password: 'password' } as const;

/**
 * Identifier + password, the form of the shop login and the panel login; `signIn` makes the call
 * and moves on, a failure lands on the fields or above the button.
 */
export function PasswordSignInForm({
  signIn,
  children,
}: {
  signIn: (values: SignInValues) => Promise<void>;
  /** Shown under the password field (the shop's "forgot password" link). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<SignInValues>({
    resolver: zodResolver(loginBodySchema),
    mode: 'onTouched',
    defaultValues: { identifier: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await signIn(values);
    } catch (error) {
      setAlert(applyServerErrors(error, setError, SERVER_FIELDS));
    }
  });

  return (
    <FormStack onSubmit={onSubmit}>
      <FormField label={t('account.fields.identifier')} error={errors.identifier?.message} required>
        <Input {...register('identifier')} autoComplete="username" dir="auto" />
      </FormField>
      <FormField label={t('account.fields.password')} error={errors.password?.message} required>
        <PasswordInput {...register('password')} autoComplete="current-password" />
      </FormField>
      {children}
      <FormAlert messageKey={alert} />
      <Button type="submit" size="lg" loading={isSubmitting} disabled={isSubmitting}>
        {t('auth.login.submit')}
      </Button>
    </FormStack>
  );
}
