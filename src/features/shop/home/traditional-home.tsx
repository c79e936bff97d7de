import { Suspense } from 'react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { HomeData } from '@domain/contracts/catalogue-content.contract';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../listing/product-grid';
import { CategoryTiles } from './category-tiles';
import { HeroActions, HomeSection, OfferGroups, ProductRail } from './home-parts';
import { StoreRow } from './store-row';

/**
 * The traditional home: a calm hero band, category tiles, then product sections stacked as grids
 * (offers as a swipeable rail), and the stores.
 */
export function TraditionalHome({ data }: { data: HomeData }) {
  const { t } = useTranslation();
  return (
    <Box data-home-theme="traditional">
      <Suspense fallback={null}>
        <Box as="section" bg="brand.subtle" py={{ base: '8', md: '14' }}>
          <Container maxW="6xl">
            <Stack gap="4" align="start">
              <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="brand.fg">
                {data.hero.title}
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
                {data.hero.description}
              </Text>
              <HeroActions />
            </Stack>
          </Container>
        </Box>
      </Suspense>
      <Container maxW="6xl" py="6">
        <Stack gap="8">
          <HomeSection id="home-categories" title={t('catalogue.home.categories')} to="/categories">
            <CategoryTiles categories={data.categories} />
          </HomeSection>
          <OfferGroups groups={data.offerGroups} />
          {data.offers.length ? (
            <HomeSection
              id="home-offers"
              title={t('catalogue.home.offers')}
              to="/products?discounted=true"
            >
              <ProductRail products={data.offers} eager />
            </HomeSection>
          ) : null}
          <HomeSection
            id="home-featured"
            title={t('catalogue.home.featured')}
            to="/products?sort=rating"
          >
            <ProductGrid products={data.featured} />
          </HomeSection>
          <HomeSection id="home-newest" title={t('catalogue.home.newest')} to="/products">
            <ProductGrid products={data.newest} />
          </HomeSection>
          <HomeSection id="home-stores" title={t('catalogue.home.stores')} to="/stores">
            <StoreRow stores={data.stores} />
          </HomeSection>
        </Stack>
      </Container>
    </Box>
  );
}
