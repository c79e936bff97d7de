import { AspectRatio, Box, Button, HStack } from '@chakra-ui/react';
import { imageSrcSet } from '@domain/catalogue/images';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '@/components/safe-image';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

const SIZES = '(min-width: 48em) 50vw, 100vw';

/**
 * Main image and the other images: a scroll-snap strip that a finger swipes, plus thumbnails that
 * jump to an image. Only the first image loads eagerly.
 */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const list = images.length ? images : [''];

  const show = (index: number) => {
    setCurrent(index);
    strip.current?.children[index]?.scrollIntoView({
      behavior: 'smooth',
      block: 'nearest',
      inline: 'center',
    });
  };
  const onScroll = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    // scrollLeft is negative in RTL; the absolute offset gives the slide either way.
    setCurrent(Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
  };

  return (
    <Box data-testid="gallery">
      <HStack
        ref={strip}
        gap="0"
        overflowX="auto"
        scrollSnapType="x mandatory"
        rounded="xl"
        bg="bg.muted"
        onScroll={onScroll}
        css={{ scrollbarWidth: 'none' }}
        aria-label={t('catalogue.product.gallery')}
      >
        {list.map((image, index) => (
          <AspectRatio key={`${image}-${index}`} ratio={1} flex="0 0 100%" scrollSnapAlign="center">
            <SafeImage
              src={image || undefined}
              srcSet={image ? imageSrcSet(image, 'webp') : undefined}
              sizes={SIZES}
              alt={t('catalogue.product.image_alt', {
                name,
                index: formatNumber(index + 1, language),
              })}
              width="640"
              height="640"
              objectFit="contain"
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          </AspectRatio>
        ))}
      </HStack>
      {list.length > 1 ? (
        <HStack gap="2" mt="2" overflowX="auto" py="1">
          {list.map((image, index) => (
            <Button
              key={`${image}-${index}`}
              variant="outline"
              p="0"
              h="16"
              w="16"
              flexShrink={0}
              overflow="hidden"
              borderWidth="2px"
              borderColor={index === current ? 'brand.solid' : 'border'}
              aria-label={t('catalogue.product.show_image', {
                index: formatNumber(index + 1, language),
              })}
              aria-current={index === current || undefined}
              onClick={() => show(index)}
            >
              <SafeImage
                src={image}
                width="64"
                height="64"
                boxSize="full"
                objectFit="cover"
                alt=""
              />
            </Button>
          ))}
        </HStack>
      ) : null}
    </Box>
  );
}
