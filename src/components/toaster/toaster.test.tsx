import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '@/app/theme/system';
import { initI18n } from '@/lib/i18n';
import { toast, Toaster } from './toaster';

describe('[TOAST] toaster', () => {
  it('shows a toast, announces errors as alerts and closes on demand', () => {
    initI18n('ar');
    render(
      <ChakraProvider value={getSystem()}>
        <Toaster />
      </ChakraProvider>,
    );
    act(() => {
      toast.show({ status: 'error', title: 'تعذّر الحفظ' });
    });
    expect(screen.getByRole('alert').textContent).toContain('تعذّر الحفظ');
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
