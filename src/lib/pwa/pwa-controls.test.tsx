import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { PwaControls } from './pwa-controls';
import { announceUpdate, dismissUpdate, getPwaState } from './pwa-store';

describe('[PWA] <PwaControls />', () => {
  it('renders nothing while there is no update and no install offer', () => {
    const { container } = renderWithApp(<PwaControls />);
    expect(container.querySelector('[data-testid^="pwa-"]')).toBeNull();
  });

  it('offers the waiting version in Arabic and applies it on reload', async () => {
    const apply = vi.fn();
    renderWithApp(<PwaControls />);
    act(() => announceUpdate(apply));
    expect(await screen.findByText('يتوفر إصدار جديد من دكّان.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'تحديث الآن' }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(getPwaState().updateWaiting).toBe(false);
  });

  it('speaks English when the language is en and can be put off', async () => {
    renderWithApp(<PwaControls />, { language: 'en' });
    act(() => announceUpdate(vi.fn()));
    expect(await screen.findByText('A new version of Dukkan is available.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(getPwaState().updateWaiting).toBe(false);
    act(() => dismissUpdate());
  });

  it('holds the prompt while a checkout is on screen, and offers it again after', async () => {
    function Screen() {
      const [onCheckout, setOnCheckout] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOnCheckout(false)}>
            leave
          </button>
          <PwaControls hold={onCheckout} />
        </>
      );
    }
    renderWithApp(<Screen />, { language: 'en' });
    act(() => announceUpdate(vi.fn()));
    expect(screen.queryByTestId('pwa-update')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(await screen.findByTestId('pwa-update')).toBeTruthy();
    act(() => dismissUpdate());
  });
});
