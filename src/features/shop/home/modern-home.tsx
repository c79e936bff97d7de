import { Suspense } from 'react';
import { Box, Container, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { categoryPath, storePath } from '@domain/catalogue/paths';
import type { WebsiteHomeData } from '@domain/contracts/catalogue-content.contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '@/components/safe-image';
import { HeroActions, HomeSection, OfferGroups, ProductRail } from './home-parts';

/**
 * The modern home: a full-bleed gradient hero, category chips, then one swipeable rail per category,
 * store spotlights with their own colours, offers and the most viewed. Each part hydrates in a task
 * of its own.
 */
export function ModernHome({ data }: { data: WebsiteHomeData }) {
  const { t } = useTranslation();
  return (
    <Box data-home-theme="modern">
      <Suspense fallback={null}>
        <Box
          as="section"
          color="white"
          bgGradient="to-br"
          gradientFrom="brand.800"
          gradientTo="brand.500"
          py={{ base: '10', md: '16' }}
          roundedBottom="3xl"
        >
          <Container maxW="6xl">
            <Stack gap="4" align="center" textAlign="center">
              <Heading as="h1" size={{ base: '3xl', md: '5xl' }} fontWeight="black">
                {data.hero.title}
              </Heading>
              <Text fontSize={{ base: 'md', md: 'xl' }} opacity={0.9} maxW="2xl">
                {data.hero.description}
              </Text>
              <Box css={{ '& a': { bg: 'white', color: 'brand.800' } }}>
                <HeroActions />
              </Box>
            </Stack>
          </Container>
        </Box>
      </Suspense>
      <Container maxW="6xl" py="6">
        <Stack gap="8">
          <Suspense fallback={null}>
            <HStack
              gap="2"
              overflowX="auto"
              pb="1"
              as="nav"
              aria-label={t('catalogue.home.categories')}
            >
              {data.rails.map(({ category }) => (
                <ChakraLink
                  key={category.id}
                  asChild
                  flexShrink={0}
                  px="4"
                  py="2"
                  rounded="full"
                  bg="brand.muted"
                  fontWeight="semibold"
                  fontSize="sm"
                >
                  <Link to={categoryPath(category.id)}>{category.name}</Link>
                </ChakraLink>
              ))}
            </HStack>
          </Suspense>
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
          {data.rails.map(({ category, products }) => (
            <HomeSection
              key={category.id}
              id={`rail-${category.id}`}
              title={category.name}
              to={categoryPath(category.id)}
            >
              <ProductRail products={products} />
            </HomeSection>
          ))}
          {data.spotlight.map(({ store, products }) => (
            <Suspense key={store.id} fallback={null}>
              <Stack
                as="section"
                gap="3"
                rounded="2xl"
                p="4"
                borderWidth="1px"
                style={{ borderColor: store.mainColor }}
              >
                <HStack gap="3">
                  <SafeImage
                    src={store.logo ?? undefined}
                    alt=""
                    width="48"
                    height="48"
                    boxSize="12"
                    rounded="full"
                    objectFit="cover"
                  />
                  <Stack gap="0">
                    <Text fontSize="xs" color="fg.muted">
                      {t('catalogue.home.spotlight')}
                    </Text>
                    <ChakraLink asChild fontWeight="bold" fontSize="lg">
                      <Link to={storePath(store.username)}>{store.name}</Link>
                    </ChakraLink>
                  </Stack>
                </HStack>
                <ProductRail products={products} />
              </Stack>
            </Suspense>
          ))}
          <HomeSection
            id="home-most-viewed"
            title={t('catalogue.home.most_viewed')}
            to="/products?sort=views"
          >
            <ProductRail products={data.mostViewed} />
          </HomeSection>
        </Stack>
      </Container>
    </Box>
  );
}
