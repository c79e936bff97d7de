import { fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '@/app/theme/system';
import { PLACEHOLDER_IMAGE, SafeImage } from './safe-image';

function renderImage(src?: string) {
  return render(
    <ChakraProvider value={getSystem()}>
      <SafeImage src={src} alt="product" />
    </ChakraProvider>,
  );
}

describe('[IMAGE] placeholder on failure (spec §8)', () => {
  it('swaps in the placeholder when the image fails', () => {
    renderImage('/uploads/missing.jpg');
    const image = screen.getByAltText('product');
    expect(image.getAttribute('src')).toBe('/uploads/missing.jpg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it('does it only once: a failing placeholder is left alone', () => {
    renderImage('/uploads/missing.jpg');
    const image = screen.getByAltText('product');
    fireEvent.error(image);
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it('tries again when the source changes', () => {
    const { rerender } = renderImage('/uploads/a.jpg');
    fireEvent.error(screen.getByAltText('product'));
    rerender(
      <ChakraProvider value={getSystem()}>
        <SafeImage src="/uploads/b.jpg" alt="product" />
      </ChakraProvider>,
    );
    expect(screen.getByAltText('product').getAttribute('src')).toBe('/uploads/b.jpg');
  });

  it('shows the placeholder when there is no source', () => {
    renderImage(undefined);
    expect(screen.getByAltText('product').getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });
});
