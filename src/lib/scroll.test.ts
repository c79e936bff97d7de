import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHashTarget, scrollToHash } from './scroll';

describe('[SCROLL] hash targets (spec §2)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('finds the target by id, decoding Arabic ids', () => {
    document.body.innerHTML = '<section id="الشحن"></section>';
    expect(findHashTarget(`#${encodeURIComponent('الشحن')}`)?.tagName).toBe('SECTION');
    expect(findHashTarget('#')).toBeNull();
  });

  it('scrolls smoothly, waiting for a target that renders a moment later', async () => {
    const scrolled = vi.fn();
    scrollToHash('#reviews');
    const section = document.createElement('section');
    section.id = 'reviews';
    section.scrollIntoView = scrolled;
    document.body.append(section);
    await vi.waitFor(() =>
      expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }),
    );
  });
});
