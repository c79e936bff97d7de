import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { DatePartsField } from './date-parts-field';

function Harness({ initial }: { initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DatePartsField label="birth" value={value} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

const pick = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

describe('[FORM] DatePartsField', () => {
  it('shows a date day, month, year in Arabic names and Arabic-Indic digits', () => {
    renderWithApp(<Harness initial="1994-03-07" />, { language: 'ar' });
    const day = screen.getByRole('combobox', { name: 'اليوم' }) as HTMLSelectElement;
    const month = screen.getByRole('combobox', { name: 'الشهر' }) as HTMLSelectElement;
    const year = screen.getByRole('combobox', { name: 'السنة' }) as HTMLSelectElement;
    expect(day.selectedOptions[0]?.textContent).toBe('٧');
    expect(month.selectedOptions[0]?.textContent).toBe('مارس');
    expect(year.selectedOptions[0]?.textContent).toBe('١٩٩٤');
  });

  it('answers YYYY-MM-DD once whole, the unfinished date before, null when cleared', () => {
    renderWithApp(<Harness initial={null} />, { language: 'en' });
    pick('Year', '2001');
    expect(screen.getByTestId('value').textContent).toBe('2001--');
    pick('Month', '11');
    pick('Day', '9');
    expect(screen.getByTestId('value').textContent).toBe('2001-11-09');
    expect(
      (screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('November');
    pick('Year', '');
    pick('Month', '');
    pick('Day', '');
    expect(screen.getByTestId('value').textContent).toBe('null');
  });
});
