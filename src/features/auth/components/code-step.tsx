import { Button } from '@chakra-ui/react';
import type { otpCodeSchema } from '@domain/contracts/auth.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeField, FormAlert } from '@/components/form';
import { applyServerErrors } from '@/lib/auth';

/** The one field of a code step. */
export interface CodeValues {
  code: string;
}

/** A six-digit code rule (`otpCodeSchema` for mailed/texted codes, `totpCodeSchema` for 2FA). */
export type CodeRule = typeof otpCodeSchema;

interface CodeStepOptions {
  rule: CodeRule;
  /** Sends the code and moves on; a failure it throws lands on the field or above the button. */
  verify: (code: string) => Promise<void>;
  /** A failure the screen handles itself (answers true), e.g. an expired challenge. */
  onFailure?: (error: unknown) => boolean;
}

export interface CodeStep {
  form: UseFormReturn<CodeValues>;
  onSubmit: () => Promise<void>;
  alert: string | null;
  setAlert: (alert: string | null) => void;
}

/** The form state of a code step: /otp (sign-up or sign-in code) and /panel/otp (2FA). */
export function useCodeStep({ rule, verify, onFailure }: CodeStepOptions): CodeStep {
  const [alert, setAlert] = useState<string | null>(null);
  const [resolver] = useState(() => zodResolver(z.object({ code: rule })));
  const form = useForm<CodeValues>({ resolver, defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setAlert(null);
    try {
      await verify(code);
    } catch (error) {
      if (onFailure?.(error)) return;
      setAlert(applyServerErrors(error, form.setError, { code: 'code' }));
    }
  });

  return { form, onSubmit, alert, setAlert };
}

/** The code field (a complete code submits itself), the step's alert and the submit button. */
export function CodeStepFields({ step, label }: { step: CodeStep; label: string }) {
  const { t } = useTranslation();
  const { form, onSubmit, alert } = step;
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <CodeField
        control={form.control}
        name="code"
        label={label}
        error={errors.code?.message}
        autoFocus
        // A complete code (typed, pasted or autofilled) is sent without another tap.
        onComplete={() => {
          if (!isSubmitting) void onSubmit();
        }}
      />
      <FormAlert messageKey={alert} />
      <Button type="submit" size="lg" loading={isSubmitting} disabled={isSubmitting}>
        {t('auth.otp.submit')}
      </Button>
    </>
  );
}
