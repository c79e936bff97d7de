import { Button, Dialog, HStack, Portal, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { withinCeiling } from '@domain/auth/permissions';
import type { PanelRole } from '@domain/auth/roles';
import type { Contract } from '@domain/contracts/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { FormAlert } from '@/components/form';
import { toast } from '@/components/toaster';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { applyServerErrors } from '@/lib/auth/form-errors';
import { ResourceFormField } from './form-fields';
import { formErrorPaths } from './server-errors';
import type { AnyRow, ResourceDefinition, ResourceField, ResourceForm } from './resource';

type Values = Record<string, unknown>;

interface ResourceFormDialogProps<Row extends AnyRow> {
  definition: ResourceDefinition<Row>;
  form: ResourceForm<Row>;
  /** The row being edited; null for a new one. */
  row: Row | null;
  routeParams: Record<string, string | undefined>;
  /** The panel's role: fields with a `ceiling` it does not reach are left out. */
  role: PanelRole;
  onClose: () => void;
}

function initialValues<Row extends AnyRow>(
  form: ResourceForm<Row>,
  fields: ResourceField[],
  row: Row | null,
  routeParams: Record<string, string | undefined>,
): Values {
  if (!row) return form.defaults(routeParams);
  if (form.fromRow) return form.fromRow(row);
  return Object.fromEntries(fields.map((field) => [field.name, row[field.name] ?? null]));
}

/**
 * Create or edit one record (DESIGN §7 `ResourceForm`): react-hook-form validated by the contract's
 * own body schema, Arabic and English fields side by side, server field errors on their field in
 * the page's language, and a guard that asks before unsaved changes are thrown away.
 */
export function ResourceFormDialog<Row extends AnyRow>(props: ResourceFormDialogProps<Row>) {
  const { form, row } = props;
  const { t } = useTranslation();
  // A form with more fields than the list row (a product's descriptions and images) loads the
  // record first.
  const loaded = useQuery({
    queryKey: [...queryKeys.panel(props.definition.resource).details(), 'form', row?.id ?? 0],
    queryFn: () => form.load!(row!),
    enabled: Boolean(row && form.load),
    gcTime: 0,
  });
  if (row && form.load) {
    if (!loaded.data) {
      // The form's own dialog replaces this one: focus must not go back to the Edit button on the
      // way, or the form's dialog would see it leave and close at once.
      return (
        <Dialog.Root
          open
          restoreFocus={false}
          onOpenChange={(event) => (!event.open ? props.onClose() : undefined)}
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content p="6" alignItems="center">
                {loaded.isError ? (
                  <FormAlert messageKey="errors.fetch_failed" />
                ) : (
                  <Spinner aria-label={t('common.status.loading')} />
                )}
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      );
    }
    return <FormDialogBody {...props} initial={loaded.data} />;
  }
  return <FormDialogBody {...props} />;
}

function FormDialogBody<Row extends AnyRow>(
  props: ResourceFormDialogProps<Row> & { initial?: Values },
) {
  const { definition, form, row, routeParams, role, onClose } = props;
  const schema = row && form.edit ? form.edit.schema : form.schema;
  const fields = (row && form.edit ? form.edit.fields : form.fields).filter(
    (field) => !field.ceiling || withinCeiling(role, field.ceiling.resource, field.ceiling.action),
  );
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const contract = (row ? form.update : form.create) as Contract;
  const keys = queryKeys.panel(definition.resource);
  const save = useApiMutation(contract, {
    mutationKey: mutationKeys.panel(definition.resource, row ? 'update' : 'create'),
    request: (values: Values) => ({
      body: values as never,
      ...(row ? { params: { id: row.id } as never } : {}),
    }),
    invalidates: () => [keys.all],
  });
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: props.initial ?? initialValues(form, fields, row, routeParams),
  });
  const dirty = formState.isDirty && !save.isSuccess;

  // Leaving the page (a link, back) with unsaved changes asks first; so does closing the tab.
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
      toast.show({ status: 'success', title: t(row ? 'crud.saved' : 'crud.created') });
      onClose();
    } catch (error) {
      const paths = formErrorPaths(
        error,
        fields.map((field) => field.name),
      );
      setAlert(applyServerErrors(error, setError, paths));
    }
  });

  const close = () => (dirty ? setConfirmDiscard(true) : onClose());
  const asking = confirmDiscard || blocker.state === 'blocked';
  const title = t(row ? 'crud.edit_title' : (definition.newLabel ?? 'crud.new'), {
    noun: t(definition.noun),
  });

  return (
    <Dialog.Root
      open
      onOpenChange={(event) => (!event.open ? close() : undefined)}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <FormAlert messageKey={alert} />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt={alert ? '3' : '0'}>
                  {fields.map((field) => (
                    <SimpleGrid
                      key={field.name}
                      gridColumn={field.wide ? { md: 'span 2' } : undefined}
                    >
                      <ResourceFormField
                        field={field}
                        register={register}
                        control={control}
                        errors={formState.errors}
                      />
                    </SimpleGrid>
                  ))}
                </SimpleGrid>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                {asking ? (
                  <HStack gap="2" flexWrap="wrap" role="alert">
                    <Text>{t('crud.discard_question')}</Text>
                    <Button
                      colorPalette="red"
                      onClick={() => (blocker.state === 'blocked' ? blocker.proceed() : onClose())}
                    >
                      {t('crud.discard')}
                    </Button>
                    <Button
                      variant="outline"
                      onClick={() => {
                        setConfirmDiscard(false);
                        if (blocker.state === 'blocked') blocker.reset();
                      }}
                    >
                      {t('crud.keep_editing')}
                    </Button>
                  </HStack>
                ) : (
                  <>
                    <Button variant="outline" onClick={close}>
                      {t('crud.cancel')}
                    </Button>
                    <Button type="submit" colorPalette="brand" loading={save.isPending}>
                      {t('crud.save')}
                    </Button>
                  </>
                )}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
