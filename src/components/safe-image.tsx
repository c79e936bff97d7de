import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

/** Served from public/images by the PWA shell, so it exists offline too. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * An image that swaps in the placeholder when it fails to load, once (spec §8): if the placeholder
 * fails too, nothing loops. A new `src` gets a fresh try.
 */
export function SafeImage({ src, alt, loading = 'lazy', ...rest }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usePlaceholder = !src || failedSrc === src;
  return (
    <Image
      {...rest}
      alt={alt}
      loading={loading}
      src={usePlaceholder ? PLACEHOLDER_IMAGE : src}
      data-placeholder={usePlaceholder || undefined}
      onError={() => {
        if (!usePlaceholder && src) setFailedSrc(src);
      }}
    />
  );
}
