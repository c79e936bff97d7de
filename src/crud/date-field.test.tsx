import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderResourceField } from '@/test/resource-field-form';
import type { ResourceField } from './resource';

const field: ResourceField = {
  name: 'expiry_date',
  label: 'back_office_orders.coupons.expiry_date',
  kind: 'date',
  required: true,
};

describe('[CRUD] date fields', () => {
  it('show a stored date as day, month and year in Arabic and answer YYYY-MM-DD', () => {
    const { read } = renderResourceField(field, '2027-01-05', { language: 'ar' });
    const group = screen.getAllByRole('group').at(-1)!;
    const year = within(group).getByRole('combobox', { name: 'السنة' }) as HTMLSelectElement;
    expect(year.selectedOptions[0]?.textContent).toBe('٢٠٢٧');
    // An expiry lies ahead: next year is offered.
    const next = String(new Date().getFullYear() + 1);
    expect([...year.options].map((option) => option.value)).toContain(next);
    fireEvent.change(within(group).getByRole('combobox', { name: 'اليوم' }), {
      target: { value: '9' },
    });
    expect(read()).toBe('2027-01-09');
  });

  it('keep a stored year the list would not offer, and answer null when cleared', () => {
    const { read } = renderResourceField(field, '1990-06-30', { language: 'en' });
    const group = screen.getAllByRole('group').at(-1)!;
    const year = within(group).getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    expect(year.value).toBe('1990');
    for (const name of ['Day', 'Month', 'Year'])
      fireEvent.change(within(group).getByRole('combobox', { name }), { target: { value: '' } });
    expect(read()).toBeNull();
  });
});
