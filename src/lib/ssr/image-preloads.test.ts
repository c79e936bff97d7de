import { describe, expect, it } from 'vitest';
import { imagePreloadTags, withoutLeadingPreloads } from './image-preloads';

describe('[SSR] image preloads', () => {
  it('preloads each eager image once, by its srcset and sizes or its src, with its priority', () => {
    const html =
      '<img src="/icons/icon.svg" alt class="x"/>' +
      '<img sizes="48vw" fetchPriority="high" alt loading="eager" src="/a.jpg" srcset="/160/a.webp 160w, /320/a.webp 320w"/>' +
      '<img src="/lazy.jpg" loading="lazy" alt/>' +
      '<img src="/icons/icon.svg" alt/>' +
      '<img src="data:image/gif;base64,R0lGOD" alt/>';
    expect(imagePreloadTags(html)).toBe(
      '<link rel="preload" as="image" href="/icons/icon.svg">' +
        '<link rel="preload" as="image" imagesrcset="/160/a.webp 160w, /320/a.webp 320w" imagesizes="48vw" fetchpriority="high">',
    );
  });

  it('adds nothing to a page without eager images', () => {
    expect(imagePreloadTags('<p>x</p><img src="/b.jpg" loading="lazy">')).toBe('');
  });

  it("takes React's own preloads off the start of the markup, and nothing else", () => {
    const markup = '<div><link rel="preload" as="image" href="/b.jpg"/><img src="/b.jpg"/></div>';
    expect(
      withoutLeadingPreloads(
        '<link rel="preload" as="image" href="/icons/icon.svg"/>' +
          '<link rel="preload" as="image" imageSrcSet="/a.webp 160w" imageSizes="48vw"/>' +
          markup,
      ),
    ).toBe(markup);
  });
});
