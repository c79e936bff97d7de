import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '@/components/form';
import { toast } from '@/components/toaster';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { applyServerErrors } from '@/lib/auth/form-errors';
import { ResourceFormField } from './form-fields';
import { formErrorPaths } from './server-errors';
import type { AnyRow, ResourceAction, ResourceDefinition, ResourceField } from './resource';

type Values = Record<string, unknown>;

interface ActionDialogProps<Row extends AnyRow> {
  definition: ResourceDefinition<Row>;
  action: ResourceAction<Row>;
  rows: Row[];
  onDone: () => void;
  onClose: () => void;
}

/**
 * Confirm → mutate → toast (Medusa's `use-delete-x-action`), for one row or the selection. The
 * fields an action needs (a rejection reason) are asked here; the server checks them again.
 */
export function ActionDialog<Row extends AnyRow>(props: ActionDialogProps<Row>) {
  const { definition, action, rows, onDone, onClose } = props;
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const fields: ResourceField[] =
    typeof action.fields === 'function' ? action.fields(rows) : (action.fields ?? []);
  const run = useApiMutation(action.contract, {
    mutationKey: mutationKeys.panel(definition.resource, action.id),
    request: (values: Values) => action.request(rows, values) as never,
    invalidates: () => [queryKeys.panel(definition.resource).all],
  });
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: action.defaults?.(rows),
    // The action's fields are validated by the server's body schema; empty required fields are
    // caught here first so nothing is sent half-filled (or by the action's own `schema`).
    resolver: zodResolver(
      (action.schema ??
        z.object(
          Object.fromEntries(
            fields.map((field) => [
              field.name,
              field.required
                ? z
                    .any()
                    .refine(
                      (value) =>
                        value !== null &&
                        value !== '' &&
                        value !== undefined &&
                        !(Array.isArray(value) && value.length === 0),
                      { message: 'validation.required' },
                    )
                : z.any(),
            ]),
          ),
        )) as never,
    ) as never,
  });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await run.mutateAsync(values);
      toast.show({ status: 'success', title: t(action.done, { count: rows.length }) });
      onDone();
    } catch (error) {
      const paths = formErrorPaths(
        error,
        fields.map((field) => field.name),
      );
      setAlert(applyServerErrors(error, setError, paths));
    }
  });

  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(event) => (!event.open ? onClose() : undefined)}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{t(action.label)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {action.confirm ? <Text>{t(action.confirm, { count: rows.length })}</Text> : null}
                  <FormAlert messageKey={alert} />
                  {fields.map((field) => (
                    <ResourceFormField
                      key={field.name}
                      field={field}
                      register={register}
                      control={control}
                      errors={formState.errors}
                    />
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('crud.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette={action.danger ? 'red' : 'brand'}
                  loading={run.isPending}
                >
                  {t(action.label)}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
