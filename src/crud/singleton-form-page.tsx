import {
  Alert,
  Button,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { withinCeiling } from '@domain/auth/permissions';
import type { Panel } from '@domain/auth/panels';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBlocker, useParams } from 'react-router';
import { FormAlert } from '@/components/form';
import { PanelPageHead } from './panel-page-head';
import { toast } from '@/components/toaster';
import { callApi, mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { applyServerErrors } from '@/lib/auth/form-errors';
import { useLanguage } from '@/lib/i18n';
import { ResourceFormField } from './form-fields';
import { BackLink } from './parent-breadcrumb';
import type { SingletonForm } from './resource';
import { formErrorPaths } from './server-errors';

type Values = Record<string, unknown>;

interface SingletonFormPageProps {
  form: SingletonForm;
  panel: Panel;
  title: string;
}

/** A settings-like page: one record, loaded, edited and saved in place. */
export function SingletonFormPage({ form, panel, title }: SingletonFormPageProps) {
  const { t } = useTranslation();
  const routeParams = useParams();
  const language = useLanguage();
  const params = form.params?.(routeParams);
  const key = queryKeys
    .panel(form.resource)
    .detail(JSON.stringify({ ...form.loadQuery, ...params }));
  const loaded = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (
        await callApi(form.load, {
          query: form.loadQuery as never,
          params: params as never,
          signal,
        })
      ).data,
  });
  return (
    <Container maxW="5xl" py="6" data-panel={panel.key} data-resource={form.resource}>
      <PanelPageHead panel={panel} title={title} />
      <Stack gap="4">
        <Stack gap="1">
          {form.breadcrumb ? (
            <BackLink
              panel={panel}
              back={form.breadcrumb.back}
              backLabel={form.breadcrumb.backLabel}
            />
          ) : null}
          <Heading as="h1" size="xl">
            {form.breadcrumb && loaded.data
              ? form.breadcrumb.name(loaded.data as Record<string, unknown>, language)
              : title}
          </Heading>
          {form.description ? (
            <Text color="fg.muted" fontSize="sm">
              {t(form.description)}
            </Text>
          ) : null}
        </Stack>
        {loaded.isPending ? <Spinner alignSelf="center" aria-label={t('crud.loading')} /> : null}
        {loaded.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t('crud.load_failed')}</Alert.Title>
            <Button size="sm" variant="outline" ms="auto" onClick={() => void loaded.refetch()}>
              {t('crud.retry')}
            </Button>
          </Alert.Root>
        ) : null}
        {loaded.data !== undefined ? (
          <SingletonEditor
            key={JSON.stringify(params ?? {})}
            form={form}
            params={params}
            data={loaded.data}
            canSave={withinCeiling(panel.role, form.resource, 'update')}
          />
        ) : null}
      </Stack>
    </Container>
  );
}

function SingletonEditor(props: {
  form: SingletonForm;
  params: Record<string, string> | undefined;
  data: unknown;
  canSave: boolean;
}) {
  const { form, params, data, canSave } = props;
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const initial = form.fromData ? form.fromData(data) : (data as Values);
  const save = useApiMutation(form.save, {
    mutationKey: mutationKeys.panel(form.resource, 'update'),
    request: (values: Values) => ({
      body: (form.toBody ? form.toBody(values) : values) as never,
      ...(params ? { params: params as never } : {}),
    }),
    invalidates: () => [queryKeys.panel(form.resource).all],
  });
  const { register, control, handleSubmit, setError, formState, reset } = useForm<Values>({
    resolver: zodResolver(form.schema as never) as never,
    defaultValues: initial,
  });
  const dirty = formState.isDirty;
  const blocker = useBlocker(dirty);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await save.mutateAsync(values);
      reset(values);
      toast.show({ status: 'success', title: t('crud.saved') });
    } catch (error) {
      const paths = formErrorPaths(
        error,
        form.fields.map((field) => field.name),
      );
      setAlert(applyServerErrors(error, setError, paths));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" bg="bg.panel" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
        <FormAlert messageKey={alert} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {form.fields.map((field) => (
            <Stack
              key={field.name}
              gridColumn={field.wide || field.kind === 'list' ? { md: 'span 2' } : undefined}
            >
              <ResourceFormField
                field={field}
                register={register}
                control={control}
                errors={formState.errors}
              />
            </Stack>
          ))}
        </SimpleGrid>
        {blocker.state === 'blocked' ? (
          <HStack gap="2" flexWrap="wrap" role="alert">
            <Text>{t('crud.discard_question')}</Text>
            <Button colorPalette="red" onClick={() => blocker.proceed()}>
              {t('crud.discard')}
            </Button>
            <Button variant="outline" onClick={() => blocker.reset()}>
              {t('crud.keep_editing')}
            </Button>
          </HStack>
        ) : null}
        {canSave ? (
          <HStack justify="end">
            <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!dirty}>
              {t('crud.save')}
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </form>
  );
}
