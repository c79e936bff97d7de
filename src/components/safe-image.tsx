import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

/** Served from public/images by the PWA shell, so it exists offline too. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * An image that swaps in the placeholder when it fails to load, once (spec §8): if the placeholder
 * fails too, nothing loops. A new `src` gets a fresh try. With a responsive `srcSet`, a failed
 * resized copy first falls back to the original `src` (an older server, a size not made yet).
 */
export function SafeImage({ src, srcSet, alt, loading = 'lazy', ...rest }: ImageProps) {
  const [failed, setFailed] = useState<{ src: string; stage: 'srcset' | 'all' } | null>(null);
  const stage = src && failed?.src === src ? failed.stage : null;
  const usePlaceholder = !src || stage === 'all';
  const useSrcSet = !usePlaceholder && stage === null && srcSet ? srcSet : undefined;
  return (
    <Image
      {...rest}
      alt={alt}
      loading={loading}
      src={usePlaceholder ? PLACEHOLDER_IMAGE : src}
      srcSet={useSrcSet}
      data-placeholder={usePlaceholder || undefined}
      onError={() => {
        if (usePlaceholder || !src) return;
        setFailed({ src, stage: useSrcSet ? 'srcset' : 'all' });
      }}
    />
  );
}
