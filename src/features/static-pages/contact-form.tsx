import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import type { ContactForm as ContactFormValues } from '@domain/contracts/catalogue-content.contract';
import { contactFormSchema } from '@domain/contracts/catalogue-content.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { useSendContactMessage } from './use-send-contact-message';

const FIELDS: {
  name: Path<ContactFormValues>;
  type?: string;
  multiline?: boolean;
  required: boolean;
}[] = [
  { name: 'name', required: true },
  { name: 'email', type: 'email', required: true },
  { name: 'phone', type: 'tel', required: false },
  { name: 'subject', required: true },
  { name: 'message', multiline: true, required: true },
];

/**
 * The contact form, checked with the same schema as the server. On failure the typed text stays and
 * the server's field errors land under their fields.
 */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '' },
  });
  const send = useSendContactMessage();
  const onError = (error: unknown) => {
    if (isApiError(error) && error.fields?.length) {
      for (const field of error.fields) {
        form.setError(field.path as Path<ContactFormValues>, { message: field.message });
      }
      return;
    }
    toast.show({
      status: 'error',
      title: t(isApiError(error) ? error.messageKey : 'errors.internal'),
    });
  };
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        send.mutate(
          { ...values, phone: values.phone || undefined },
          { onSuccess: onSent, onError },
        ),
      )}
    >
      <Stack gap="4">
        {FIELDS.map((field) => {
          const error = errors[field.name]?.message;
          return (
            <Field.Root key={field.name} invalid={!!error} required={field.required}>
              <Field.Label>
                {t(`catalogue.contact.fields.${field.name}`)}
                {field.required ? <Field.RequiredIndicator /> : null}
              </Field.Label>
              {field.multiline ? (
                <Textarea rows={6} {...form.register(field.name)} />
              ) : (
                <Input
                  type={field.type ?? 'text'}
                  dir={field.type ? 'ltr' : undefined}
                  {...form.register(field.name)}
                />
              )}
              {error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : null}
            </Field.Root>
          );
        })}
        <Button type="submit" loading={send.isPending} alignSelf="start" size="lg">
          {t('catalogue.contact.send')}
        </Button>
      </Stack>
    </form>
  );
}
