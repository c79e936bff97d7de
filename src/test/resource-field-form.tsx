import { useForm } from 'react-hook-form';
import type { Language } from '@domain/status/statuses';
import { ResourceFormField } from '@/crud/form-fields';
import type { ResourceField } from '@/crud/resource';
import { renderWithApp } from './render';

/**
 * Renders one resource form field in a react-hook-form form whose only value is `initial`;
 * `read()` answers the form's value of the field now.
 */
export function renderResourceField(
  field: ResourceField,
  initial: unknown,
  { language }: { language: Language },
) {
  let read: () => unknown = () => undefined;
  function Form() {
    const { register, control, formState, getValues } = useForm<Record<string, unknown>>({
      defaultValues: { [field.name]: initial },
    });
    read = () => getValues(field.name);
    return (
      <ResourceFormField
        field={field}
        register={register}
        control={control}
        errors={formState.errors}
      />
    );
  }
  const rendered = renderWithApp(<Form />, { language });
  return { ...rendered, read: () => read() };
}
