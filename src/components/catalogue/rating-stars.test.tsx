import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { RatingStars, starFills } from './rating-stars';

describe('[CATALOGUE][RATING] stars in halves (spec §5)', () => {
  it('rounds to the nearest half before filling stars', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.25)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.74)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.75)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('tells screen readers the rounded value, in the language digits', async () => {
    renderWithApp(<RatingStars value={4.3} count={12} />);
    expect(await screen.findByRole('img', { name: 'التقييم ٤٫٥ من ٥' })).toBeTruthy();
    expect(screen.getByText('٤٫٥ (١٢)')).toBeTruthy();
  });

  it('draws one half star for 2.5', async () => {
    const { container } = renderWithApp(<RatingStars value={2.5} />, { language: 'en' });
    await screen.findByRole('img', { name: 'Rated 2.5 out of 5' });
    const fills = [...container.querySelectorAll('[data-fill]')].map((star) =>
      star.getAttribute('data-fill'),
    );
    expect(fills).toEqual(['full', 'full', 'half', 'empty', 'empty']);
  });
});
