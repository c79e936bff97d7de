import { Field, HStack, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { areasContract, governoratesContract } from '@domain/contracts/catalogue-stores.contract';
import type { Delivery } from '@domain/contracts/commerce.contract';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi, queryKeys } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';

/** The governorates, and the areas of the chosen one (spec §5 address lists). */
export function useGeo(governorate: number | null) {
  const language = useLanguage();
  const governorates = useQuery({
    queryKey: [...queryKeys.geo.lists(), 'governorates', language],
    queryFn: async ({ signal }) => (await callApi(governoratesContract, { signal })).data,
    staleTime: 3_600_000,
  });
  const areas = useQuery({
    queryKey: [...queryKeys.geo.lists(), 'areas', governorate, language],
    queryFn: async ({ signal }) =>
      (await callApi(areasContract, { query: { governorate: governorate! }, signal })).data,
    enabled: governorate !== null,
    staleTime: 3_600_000,
  });
  return { governorates: governorates.data ?? [], areas: areas.data ?? [] };
}

/**
 * The delivery address of a checkout: name, phone, governorate and area (lists from the API),
 * address text and notes. Shared by the cart's checkout and a visitor's guest order.
 */
export function DeliveryFields({ form }: { form: UseFormReturn<Delivery> }) {
  const { t } = useTranslation();
  const governorate = form.watch('governorate_id');
  const { governorates, areas } = useGeo(governorate ? Number(governorate) : null);
  const { errors } = form.formState;
  const fieldError = (name: keyof Delivery) =>
    errors[name]?.message ? <Field.ErrorText>{t(errors[name].message)}</Field.ErrorText> : null;
  return (
    <>
      <Field.Root invalid={!!errors.client_name} required>
        <Field.Label>
          {t('commerce.checkout.client_name')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input autoComplete="name" {...form.register('client_name')} />
        {fieldError('client_name')}
      </Field.Root>
      <Field.Root invalid={!!errors.phone} required>
        <Field.Label>
          {t('commerce.checkout.phone')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input type="tel" dir="ltr" autoComplete="tel" {...form.register('phone')} />
        {fieldError('phone')}
      </Field.Root>
      <HStack gap="3" align="start">
        <Field.Root invalid={!!errors.governorate_id} required>
          <Field.Label>
            {t('commerce.checkout.governorate')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              {...form.register('governorate_id', {
                setValueAs: (value: string) => (value ? Number(value) : undefined),
                onChange: () => form.setValue('area_id', undefined as unknown as number),
              })}
            >
              <option value="">{t('commerce.checkout.choose')}</option>
              {governorates.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {fieldError('governorate_id')}
        </Field.Root>
        <Field.Root invalid={!!errors.area_id} required>
          <Field.Label>
            {t('commerce.checkout.area')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root disabled={!governorate}>
            <NativeSelect.Field
              {...form.register('area_id', {
                setValueAs: (value: string) => (value ? Number(value) : undefined),
              })}
            >
              <option value="">{t('commerce.checkout.choose')}</option>
              {areas.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {fieldError('area_id')}
        </Field.Root>
      </HStack>
      <Field.Root invalid={!!errors.address} required>
        <Field.Label>
          {t('commerce.checkout.address')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={2} dir="auto" autoComplete="street-address" {...form.register('address')} />
        {fieldError('address')}
      </Field.Root>
      <Field.Root invalid={!!errors.notes}>
        <Field.Label>{t('commerce.checkout.notes')}</Field.Label>
        <Textarea rows={2} {...form.register('notes')} />
        {fieldError('notes')}
      </Field.Root>
    </>
  );
}
