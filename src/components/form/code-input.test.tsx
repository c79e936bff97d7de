import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { CodeInput } from './code-input';

function Harness() {
  const [code, setCode] = useState('');
  return (
    <>
      <label htmlFor="code">Code</label>
      <CodeInput id="code" value={code} onChange={setCode} />
      <output>{code}</output>
    </>
  );
}

describe('[AUTH][CODE INPUT] 6-digit code field', () => {
  it('offers the numeric keyboard and the SMS code autofill', () => {
    renderWithApp(<Harness />);
    const input = screen.getByLabelText('Code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('dir')).toBe('ltr');
  });

  it('takes a whole pasted code in Arabic-Indic digits as ASCII', () => {
    renderWithApp(<Harness />);
    const input = screen.getByLabelText('Code') as HTMLInputElement;
    fireEvent.input(input, { target: { value: 'الرمز: ٤٨٢٩١٣' } });
    expect(input.value).toBe('482913');
    expect(screen.getByRole('status').textContent).toBe('482913');
  });

  it('ignores letters and extra digits', () => {
    renderWithApp(<Harness />);
    const input = screen.getByLabelText('Code') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '12ab34 5678' } });
    expect(input.value).toBe('123456');
  });
});
