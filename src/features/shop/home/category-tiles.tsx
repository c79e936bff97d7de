import { AspectRatio, Box, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { categoryPath } from '@domain/catalogue/paths';
import type { HomeData } from '@domain/contracts/catalogue-content.contract';
import { Link } from 'react-router';
import { SafeImage } from '@/components/safe-image';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** Main categories as image tiles (or text chips when the admin says `display_as_text`). */
export function CategoryTiles({ categories }: { categories: HomeData['categories'] }) {
  const language = useLanguage();
  return (
    <SimpleGrid columns={{ base: 3, md: 6 }} gap="3">
      {categories.map((category) => (
        <LinkBox
          key={category.id}
          textAlign="center"
          rounded="xl"
          borderWidth="1px"
          bg="bg.panel"
          overflow="hidden"
        >
          {category.displayAsText ? null : (
            <AspectRatio ratio={1} bg="bg.muted">
              <SafeImage
                src={category.image ?? undefined}
                alt=""
                width="160"
                height="160"
                objectFit="cover"
              />
            </AspectRatio>
          )}
          <Box p="2">
            <LinkOverlay asChild>
              <Link to={categoryPath(category.id)}>
                <Text fontSize="xs" fontWeight="semibold" lineClamp={2}>
                  {category.name}
                </Text>
              </Link>
            </LinkOverlay>
            <Text fontSize="2xs" color="fg.muted">
              {formatNumber(category.productsCount, language)}
            </Text>
          </Box>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
