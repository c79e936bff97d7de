import {
  Button,
  Checkbox,
  HStack,
  Input,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  createStoreBodySchema,
  type CreateStoreBody,
  type MyStoreDetail,
  type StartPackage,
} from '@domain/contracts/my-stores.contract';
import { EXAMPLE_STORE_USERNAME } from '@domain/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/account';
import { FormAlert, FormField, FormStack } from '@/components/form';
import { toast } from '@/components/toaster';
import { ImageField } from '@/crud/image-field';
import { isApiError } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import {
  areasQueryOptions,
  governoratesQueryOptions,
  mainCategoriesQueryOptions,
} from './my-stores-queries';
import { useUploadStoreImage } from './use-upload-store-image';

const resolver = zodResolver(createStoreBodySchema);
type Values = CreateStoreBody;

const L = 'sellers.form';

/** Spec §9 geolocation settings: high accuracy, a position at most 2 s old, 5 s to answer. */
const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 2000, timeout: 5000 };

const EMPTY: Values = {
  name: '',
  username: '',
  description_ar: '',
  description_en: '',
  phone_number: '',
  whatsapp: '',
  address: '',
  governorate_id: undefined as unknown as number,
  area_id: null,
  location: '',
  latitude: null,
  longitude: null,
  logo: '',
  main_color: '#0f766e',
  background_color: '',
  background_image: null,
  category_id: undefined as unknown as number,
  facebook_url: '',
  instagram_url: '',
  linkedin_url: '',
  twitter_url: '',
  telegram: '',
  authorized_orders: false,
  auto_renew: false,
  auto_translate: false,
  package_id: null,
};

/** The form values of a saved store. */
export function storeFormValues(store: MyStoreDetail): Values {
  return {
    name: store.name,
    username: store.username,
    description_ar: store.description_ar,
    description_en: store.description_en,
    phone_number: store.phone_number,
    whatsapp: store.whatsapp ?? '',
    address: store.address,
    governorate_id: store.governorate_id ?? (undefined as unknown as number),
    area_id: store.area_id,
    location: store.location ?? '',
    latitude: store.latitude,
    longitude: store.longitude,
    logo: store.logo ?? '',
    main_color: store.main_color,
    background_color: store.background_color ?? '',
    background_image: store.background_image,
    category_id: store.category_id ?? (undefined as unknown as number),
    facebook_url: store.facebook_url ?? '',
    instagram_url: store.instagram_url ?? '',
    linkedin_url: store.linkedin_url ?? '',
    twitter_url: store.twitter_url ?? '',
    telegram: store.telegram ?? '',
    authorized_orders: store.authorized_orders,
    auto_renew: store.auto_renew,
    auto_translate: store.auto_translate,
  };
}

interface StoreFormProps {
  /** A saved store (settings) or none (create). */
  initial?: Values;
  /** Packages a new store may start on; only when creating. */
  packages?: StartPackage[];
  submitLabel: string;
  save: (values: Values) => Promise<unknown>;
}

const toId = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/**
 * The store form of spec §5, shared by "open a store" and `/store-settings/:id`: the
 * domain schema validates it (the server again), server field errors land on their fields.
 */
export function StoreForm({ initial, packages, submitLabel, save }: StoreFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const upload = useUploadStoreImage();
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver,
    defaultValues: initial ?? {
      ...EMPTY,
      package_id: packages?.[0]?.id ?? null,
    },
  });
  const governorate = useWatch({ control, name: 'governorate_id' });
  const latitude = useWatch({ control, name: 'latitude' });
  const governorates = useQuery(governoratesQueryOptions(language));
  const areas = useQuery({
    ...areasQueryOptions(language, Number(governorate) || 0),
    enabled: Number(governorate) > 0,
  });
  const categories = useQuery(mainCategoriesQueryOptions(language));

  const error = (name: FieldPath<Values>) => {
    const node = (errors as Record<string, { message?: string } | undefined>)[name];
    return node?.message;
  };

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      toast.show({ status: 'error', title: t(`${L}.location_unsupported`) });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const lat = Number(position.coords.latitude.toFixed(6));
        const lng = Number(position.coords.longitude.toFixed(6));
        setValue('latitude', lat);
        setValue('longitude', lng);
        setValue('location', `https://www.google.com/maps?q=${lat},${lng}`, {
          shouldValidate: true,
        });
        setLocating(false);
      },
      (geoError) => {
        console.warn('geolocation failed', geoError.message);
        toast.show({ status: 'error', title: t(`${L}.location_failed`) });
        setLocating(false);
      },
      GEO_OPTIONS,
    );
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (caught) {
      if (isApiError(caught) && caught.fields?.length) {
        for (const field of caught.fields) {
          setError(field.path as FieldPath<Values>, { message: field.message });
        }
      }
      setFailure(isApiError(caught) ? caught.messageKey : 'errors.generic');
    }
  });

  const text = (
    name: FieldPath<Values>,
    options: { dir?: 'ltr' | 'rtl'; type?: string; required?: boolean; helper?: string } = {},
  ) => (
    <FormField
      label={t(`${L}.${name}`)}
      error={error(name)}
      required={options.required}
      helper={options.helper}
    >
      <Input
        dir={options.dir}
        type={options.type ?? 'text'}
        inputMode={options.type === 'tel' ? 'numeric' : undefined}
        {...register(name)}
      />
    </FormField>
  );

  const image = (name: 'logo' | 'background_image', required: boolean) => (
    <FormField label={t(`${L}.${name}`)} error={error(name)} required={required}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <ImageField
            value={(field.value as string | null) || null}
            onChange={(value) => field.onChange(value ?? (name === 'logo' ? '' : null))}
            label={t(`${L}.${name}`)}
            upload={(file) => upload.mutateAsync(file)}
            texts="sellers.form"
          />
        )}
      />
    </FormField>
  );

  const colour = (name: 'main_color' | 'background_color', required: boolean) => (
    <FormField label={t(`${L}.${name}`)} error={error(name)} required={required}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <HStack gap="2">
            <Input
              type="color"
              aria-label={t(`${L}.${name}`)}
              value={
                /^#[0-9a-f]{6}$/i.test(String(field.value ?? '')) ? String(field.value) : '#ffffff'
              }
              onChange={(event) => field.onChange(event.target.value)}
              w="14"
              flexShrink={0}
              p="1"
              cursor="pointer"
            />
            <Input
              dir="ltr"
              placeholder={name === 'main_color' ? '#0f766e' : '#RRGGBB'}
              value={String(field.value ?? '')}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              name={field.name}
            />
          </HStack>
        )}
      />
    </FormField>
  );

  const select = (
    name: 'governorate_id' | 'area_id' | 'category_id',
    choices: { id: number; name: string }[] | undefined,
    required: boolean,
  ) => (
    <FormField label={t(`${L}.${name}`)} error={error(name)} required={required}>
      <NativeSelect.Root>
        <NativeSelect.Field
          key={choices?.length ?? 0}
          {...register(name, {
            setValueAs: toId,
            onChange: name === 'governorate_id' ? () => setValue('area_id', null) : undefined,
          })}
        >
          <option value="">{t(`${L}.choose`)}</option>
          {(choices ?? []).map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );

  const flag = (name: 'authorized_orders' | 'auto_renew' | 'auto_translate', hint: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack gap="0.5">
          <Checkbox.Root
            checked={field.value === true}
            onCheckedChange={(event) => field.onChange(event.checked === true)}
          >
            <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{t(`${L}.${name}`)}</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="xs" color="fg.muted" ps="7">
            {hint}
          </Text>
        </Stack>
      )}
    />
  );

  const section = (title: string, children: ReactNode) => (
    <SectionCard title={t(`${L}.sections.${title}`)}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </SectionCard>
  );

  return (
    <FormStack onSubmit={submit} gap="5">
      {section(
        'store',
        <>
          {text('name', { required: true })}
          {text('username', {
            dir: 'ltr',
            required: true,
            helper: t(`${L}.username_helper`, { example: EXAMPLE_STORE_USERNAME }),
          })}
          {select(
            'category_id',
            categories.data?.map((node) => ({ id: node.id, name: node.name })),
            true,
          )}
          {image('logo', true)}
          {colour('main_color', true)}
          {colour('background_color', false)}
          {image('background_image', false)}
        </>,
      )}
      {section(
        'about',
        <>
          <FormField
            label={t(`${L}.description_ar`)}
            error={error('description_ar')}
            required
            helper={t(`${L}.description_helper`)}
          >
            <Textarea dir="rtl" rows={4} {...register('description_ar')} />
          </FormField>
          <FormField
            label={t(`${L}.description_en`)}
            error={error('description_en')}
            helper={t(`${L}.description_en_helper`)}
          >
            <Textarea dir="ltr" rows={4} {...register('description_en')} />
          </FormField>
        </>,
      )}
      {section(
        'contact',
        <>
          {text('phone_number', { dir: 'ltr', type: 'tel', required: true })}
          {text('whatsapp', { dir: 'ltr', type: 'tel' })}
          {select('governorate_id', governorates.data, true)}
          {select('area_id', areas.data, false)}
          {text('address', { required: true })}
          <Stack gap="2">
            {text('location', { dir: 'ltr', helper: t(`${L}.location_helper`) })}
            <HStack gap="2" flexWrap="wrap">
              <Button size="sm" variant="outline" loading={locating} onClick={useMyLocation}>
                {t(`${L}.use_my_location`)}
              </Button>
              {latitude != null ? (
                <Text fontSize="xs" color="fg.muted">
                  {t(`${L}.location_set`)}
                </Text>
              ) : null}
            </HStack>
          </Stack>
        </>,
      )}
      {section(
        'links',
        <>
          {text('facebook_url', { dir: 'ltr', type: 'url' })}
          {text('instagram_url', { dir: 'ltr', type: 'url' })}
          {text('linkedin_url', { dir: 'ltr', type: 'url' })}
          {text('twitter_url', { dir: 'ltr', type: 'url' })}
          {text('telegram', { dir: 'ltr' })}
        </>,
      )}
      <SectionCard title={t(`${L}.sections.options`)}>
        <Stack gap="3">
          {flag('authorized_orders', t(`${L}.authorized_orders_hint`))}
          {flag('auto_renew', t(`${L}.auto_renew_hint`))}
          {flag('auto_translate', t(`${L}.auto_translate_hint`))}
        </Stack>
      </SectionCard>
      {packages ? (
        <SectionCard title={t(`${L}.sections.package`)}>
          {packages.length === 0 ? (
            <Text color="fg.muted">{t(`${L}.no_start_package`)}</Text>
          ) : (
            <Controller
              control={control}
              name="package_id"
              render={({ field }) => (
                <RadioGroup.Root
                  value={field.value == null ? null : String(field.value)}
                  onValueChange={(details) => field.onChange(toId(details.value))}
                >
                  <Stack gap="2">
                    {packages.map((option) => (
                      <RadioGroup.Item key={option.id} value={String(option.id)}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>
                          {language === 'ar' ? option.name_ar : option.name_en} —{' '}
                          {option.days === null
                            ? t(`${L}.package_lifetime`)
                            : t(`${L}.package_days`, { count: option.days })}
                          {' · '}
                          {t(`${L}.package_products`, { count: option.products_count })}
                        </RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
              )}
            />
          )}
        </SectionCard>
      ) : null}
      {failure ? <FormAlert messageKey={failure} /> : null}
      <Button type="submit" colorPalette="brand" loading={isSubmitting} alignSelf="start">
        {submitLabel}
      </Button>
    </FormStack>
  );
}
