import { Box, Button, Flex, Heading, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { imageSrcSet } from '@domain/catalogue/images';
import type { HomeOfferGroup } from '@domain/contracts/catalogue-content.contract';
import type { ProductCard as ProductCardData } from '@domain/contracts/catalogue-schemas';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductCard } from '@/components/catalogue/product-card';
import { SafeImage } from '@/components/safe-image';

/**
 * Sections below the first screen are laid out and painted only when they come near it
 * (`content-visibility: auto`, 22rem tall until then, their real size once seen): the home page is
 * several screens of cards, and a phone spent most of its first layout on cards nobody had seen.
 */
const SECTION_OFFSCREEN = { contentVisibility: 'auto', containIntrinsicSize: 'auto 22rem' };

/** A titled home section with an optional "see all" link; it hydrates in a task of its own. */
interface HomeSectionProps {
  title: string;
  to?: string;
  children: ReactNode;
  id: string;
}

export function HomeSection({ title, to, children, id }: HomeSectionProps) {
  return (
    <Suspense fallback={null}>
      <HomeSectionBody title={title} to={to} id={id}>
        {children}
      </HomeSectionBody>
    </Suspense>
  );
}

function HomeSectionBody({ title, to, children, id }: HomeSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="3" aria-labelledby={id} css={SECTION_OFFSCREEN}>
      <Flex justify="space-between" align="center" gap="2">
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }} id={id}>
          {title}
        </Heading>
        {to ? (
          <ChakraLink asChild fontSize="sm" color="brand.fg" fontWeight="medium">
            <Link to={to}>{t('catalogue.home.see_all')}</Link>
          </ChakraLink>
        ) : null}
      </Flex>
      {children}
    </Stack>
  );
}

/** Cards of a rail visible on a phone before any swipe (two and a bit). */
const VISIBLE_IN_RAIL = 3;

/**
 * Products side by side that a finger swipes through (scroll-snap), two and a bit on a phone. The
 * rail at the top of a page (`eager`) loads its visible images with the page: they are its largest paint.
 */
export function ProductRail({ products, eager }: { products: ProductCardData[]; eager?: boolean }) {
  return (
    <HStack
      gap="3"
      overflowX="auto"
      scrollSnapType="x mandatory"
      pb="2"
      align="stretch"
      css={{ scrollbarWidth: 'thin' }}
    >
      {products.map((product, index) => (
        <Box key={product.id} flex={{ base: '0 0 42%', md: '0 0 22%' }} scrollSnapAlign="start">
          <ProductCard product={product} eager={eager && index < VISIBLE_IN_RAIL} />
        </Box>
      ))}
    </HStack>
  );
}

export function HeroActions() {
  const { t } = useTranslation();
  return (
    <HStack gap="3" wrap="wrap">
      <Button asChild size="lg">
        <Link to="/products">{t('common.actions.browse_products')}</Link>
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link to="/stores">{t('common.actions.browse_stores')}</Link>
      </Button>
    </HStack>
  );
}

/**
 * The admin's homepage offer groups (spec §2 `homepage_offers`): each a titled rail of offer
 * images, in the order the admin gave; an image opens its product, store, category or URL.
 */
export function OfferGroups({ groups }: { groups: HomeOfferGroup[] }) {
  return groups.map((group, groupIndex) => (
    <HomeSection key={group.id} id={`offer-group-${group.id}`} title={group.title}>
      <HStack
        gap="3"
        overflowX="auto"
        scrollSnapType="x mandatory"
        pb="2"
        css={{ scrollbarWidth: 'thin' }}
        data-offer-group={group.id}
      >
        {group.offers.map((offer, index) => {
          const image = (
            <SafeImage
              src={offer.image}
              srcSet={imageSrcSet(offer.image, 'webp') || undefined}
              sizes="(min-width: 48em) 30vw, 80vw"
              alt={group.title}
              loading={groupIndex === 0 && index < 2 ? 'eager' : 'lazy'}
              aspectRatio="1"
              objectFit="cover"
              width="full"
              rounded="lg"
            />
          );
          return (
            <Box
              key={offer.id}
              flex={{ base: '0 0 80%', md: '0 0 30%' }}
              scrollSnapAlign="start"
              data-offer={offer.id}
            >
              {offer.href.startsWith('/') ? (
                <Link to={offer.href}>{image}</Link>
              ) : (
                <a href={offer.href} rel="noopener noreferrer" target="_blank">
                  {image}
                </a>
              )}
            </Box>
          );
        })}
      </HStack>
    </HomeSection>
  ));
}
