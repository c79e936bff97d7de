import {
  Badge,
  Box,
  Container,
  Heading,
  HStack,
  Link as ChakraLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  Wrap,
} from '@chakra-ui/react';
import { categoryPath } from '@domain/catalogue/paths';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/catalogue/load-failed';
import { SafeImage } from '@/components/safe-image';
import { formatNumber } from '@/lib/format';
import { usePageHead } from '@/lib/head';
import { useLanguage } from '@/lib/i18n';
import { catalogueQueries } from '@/features/shop/api/catalogue-queries';

/** `/categories`: main categories with their sub-categories and public product counts. */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(catalogueQueries.categories(language));
  usePageHead({
    title: t('catalogue.categories.title'),
    keywords: query.data?.map((category) => category.name),
  });
  const count = (value: number) => t('catalogue.categories.count', { count: value });

  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <Heading as="h1" size="2xl" mb="4">
        {t('catalogue.categories.title')}
      </Heading>
      {!query.data ? (
        query.isError ? (
          <LoadFailed
            error={query.error}
            title={t('catalogue.listing.load_failed')}
            retry={() => void query.refetch()}
          />
        ) : (
          <Skeleton height="60" rounded="xl" />
        )
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {query.data.map((category) => (
            <Stack key={category.id} borderWidth="1px" rounded="xl" p="4" gap="3" bg="bg.panel">
              <HStack gap="3">
                <SafeImage
                  src={category.image ?? undefined}
                  alt=""
                  width="56"
                  height="56"
                  boxSize="14"
                  rounded="lg"
                  objectFit="cover"
                />
                <Box>
                  <ChakraLink asChild fontWeight="bold" fontSize="lg">
                    <Link to={categoryPath(category.id)}>{category.name}</Link>
                  </ChakraLink>
                  <Text fontSize="sm" color="fg.muted">
                    {count(category.productsCount)}
                  </Text>
                </Box>
              </HStack>
              <Wrap gap="2" as="ul" listStyleType="none">
                {category.children.map((child) => (
                  <Box as="li" key={child.id}>
                    {/* The count sits in its own badge: a "·" before it read as an Arabic-Indic
                        zero in Noto Kufi (١٥ looked like ١٥٠). */}
                    <ChakraLink
                      asChild
                      fontSize="sm"
                      ps="2.5"
                      pe="1"
                      py="1"
                      gap="1.5"
                      rounded="full"
                      bg="bg.muted"
                    >
                      {/* The name is what is read and seen ("أراضي ٤ منتجات"): the badge's
                          digits are seen, the worded count is read (no aria-label hiding it). */}
                      <Link to={categoryPath(category.id, child.id)}>
                        <span>{child.name}</span>
                        <Badge
                          size="sm"
                          variant="solid"
                          colorPalette="gray"
                          rounded="full"
                          aria-hidden
                          data-testid="sub-category-count"
                        >
                          {formatNumber(child.productsCount, language)}
                        </Badge>
                        <VisuallyHidden>{count(child.productsCount)}</VisuallyHidden>
                      </Link>
                    </ChakraLink>
                  </Box>
                ))}
              </Wrap>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
