import { Button, Input } from '@chakra-ui/react';
import { loginBodySchema, otpCodeSchema } from '@domain/contracts/auth.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeField, FormAlert, FormField, FormStack, PasswordInput } from '@/components/form';
import { isApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/auth';
import { useRequestSignInCode } from '../use-request-sign-in-code';

/** The body of both sign-in calls (`/api/login` and `/api/panel/login`). */
export type SignInValues = z.input<typeof loginBodySchema>;

/** The form's own values: the code field stays empty until the emailed code is asked for. */
const formSchema = loginBodySchema.extend({ code: z.literal('').or(otpCodeSchema) });
interface FormValues {
  identifier: string;
  password: string;
  code: string;
}

const SERVER_FIELDS = { identifier: 'identifier', password: 'password', code: 'code' } as const;

/**
 * Identifier + password, the form of the shop login and the panel login; `signIn` makes the call
 * and moves on, a failure lands on the fields or above the button. Past the account's
 * wrong-password ceiling (`sign_in_code_required`) it offers the emailed code and sends it along.
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
  // Set once the server asked for the emailed code; `sent` once it went out.
  const [codeStep, setCodeStep] = useState<{ sent: boolean } | null>(null);
  const requestCode = useRequestSignInCode();
  const { register, handleSubmit, setError, formState, control, getValues } = useForm<FormValues>({
    resolver: zodResolver(formSchema) as Resolver<FormValues>,
    mode: 'onTouched',
    defaultValues: { identifier: '', password: '', code: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ code, ...values }) => {
    setAlert(null);
    try {
      await signIn(code ? { ...values, code } : values);
    } catch (error) {
      if (isApiError(error) && error.code === 'sign_in_code_required') {
        setCodeStep((step) => step ?? { sent: false });
      }
      setAlert(applyServerErrors(error, setError, SERVER_FIELDS));
    }
  });

  const sendCode = async () => {
    setAlert(null);
    try {
      await requestCode.mutateAsync({ identifier: getValues('identifier') });
      setCodeStep({ sent: true });
      setAlert('auth.login.code_sent');
    } catch (error) {
      setAlert(applyServerErrors(error, setError, SERVER_FIELDS));
    }
  };

  return (
    <FormStack onSubmit={onSubmit}>
      <FormField label={t('account.fields.identifier')} error={errors.identifier?.message} required>
        <Input {...register('identifier')} autoComplete="username" dir="auto" />
      </FormField>
      <FormField label={t('account.fields.password')} error={errors.password?.message} required>
        <PasswordInput {...register('password')} autoComplete="current-password" />
      </FormField>
      {children}
      {codeStep?.sent ? (
        <CodeField
          control={control}
          name="code"
          label={t('auth.login.code_label')}
          error={errors.code?.message}
          autoFocus
        />
      ) : null}
      <FormAlert messageKey={alert} status={alert === 'auth.login.code_sent' ? 'info' : 'error'} />
      {codeStep ? (
        <Button
          variant="outline"
          onClick={() => void sendCode()}
          loading={requestCode.isPending}
          disabled={requestCode.isPending}
        >
          {t(codeStep.sent ? 'auth.login.resend_code' : 'auth.login.send_code')}
        </Button>
      ) : null}
      <Button type="submit" size="lg" loading={isSubmitting} disabled={isSubmitting}>
        {t('auth.login.submit')}
      </Button>
    </FormStack>
  );
}
