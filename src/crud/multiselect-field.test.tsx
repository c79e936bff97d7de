import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderResourceField } from '@/test/resource-field-form';
import type { ResourceField } from './resource';

const field: ResourceField = {
  name: 'category_ids',
  label: 'back_office_reference.attributes.categories',
  kind: 'multiselect',
  remoteChoices: {
    key: 'test:categories',
    load: async () => [
      { value: '1', label: 'Clothes', plain: true },
      { value: '2', label: 'Clothes › Shirts', plain: true },
    ],
  },
};

describe('[CRUD] multiselect fields', () => {
  it('ticks remote choices into an array of ids and keeps ids it does not list', async () => {
    const { read } = renderResourceField(field, [2, 99], { language: 'en' });
    const shirts = await screen.findByRole('checkbox', { name: 'Clothes › Shirts' });
    expect((shirts as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Clothes' }));
    await waitFor(() => expect(read()).toEqual([2, 99, 1]));
    fireEvent.click(shirts);
    await waitFor(() => expect(read()).toEqual([99, 1]));
  });
});
