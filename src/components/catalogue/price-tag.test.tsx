import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { PriceTag } from './price-tag';

/** Intl puts a no-break space between currency and amount; compare with plain spaces. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('[CATALOGUE][PRICE] price with discount (spec §5)', () => {
  it('strikes the base price and shows the discounted one, in Arabic-Indic digits with 2 decimals', async () => {
    renderWithApp(<PriceTag price={1500} discount={20} />);
    expect(text(await screen.findByTestId('price-current'))).toBe('‏١٬٢٠٠٫٠٠ ج.م.‏');
    const base = screen.getByTestId('price-base');
    expect(base.tagName).toBe('DEL');
    expect(text(base)).toBe('‏١٬٥٠٠٫٠٠ ج.م.‏');
    expect(screen.getByText(/^خصم ٢٠٪/)).toBeTruthy();
  });

  it('rounds the discounted price to 2 decimals in English', async () => {
    renderWithApp(<PriceTag price={99.99} discount={33} />, { language: 'en' });
    expect(text(await screen.findByTestId('price-current'))).toBe('EGP 66.99');
    expect(text(screen.getByTestId('price-base'))).toBe('EGP 99.99');
    expect(screen.getByText('33% off')).toBeTruthy();
  });

  it('shows only the price when the discount is 0 or above 100', async () => {
    const { unmount } = renderWithApp(<PriceTag price={250} discount={0} />, { language: 'en' });
    expect(text(await screen.findByTestId('price-current'))).toBe('EGP 250.00');
    expect(screen.queryByTestId('price-base')).toBeNull();
    unmount();
    renderWithApp(<PriceTag price={250} discount={120} />, { language: 'en' });
    expect(text(await screen.findByTestId('price-current'))).toBe('EGP 250.00');
    expect(screen.queryByTestId('price-base')).toBeNull();
  });

  it('marks a negotiable price', async () => {
    renderWithApp(<PriceTag price={10} negotiable />, { language: 'en' });
    expect(await screen.findByText('Negotiable')).toBeTruthy();
  });
});
