import { Badge, Box, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { SafeImage } from '../safe-image';
import { RatingStars } from './rating-stars';
import { FavouriteCorner } from './shop-extras';
import { storePath } from '@domain/catalogue/paths';
import type { StoreCard as StoreCardData } from '@domain/contracts/catalogue-schemas';

export interface StoreCardProps {
  href: string;
  name: string;
  logo: string | null;
  mainColor: string;
  verified: boolean;
  followers: number;
  rating?: number;
  ratingCount?: number;
  category?: string | null;
  /** A product page shows the card as a plain block with its own link. */
  children?: React.ReactNode;
}

/** A store: logo on its own colour band, name, verified badge, followers and rating. */
export function StoreCard(props: StoreCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      rounded="xl"
      overflow="hidden"
      bg="bg.panel"
      data-testid="store-card"
    >
      <Box h="12" style={{ background: props.mainColor }} />
      <Stack gap="2" px="3" pb="3" mt="-8">
        <SafeImage
          src={props.logo ?? undefined}
          alt=""
          width="64"
          height="64"
          boxSize="16"
          rounded="full"
          borderWidth="3px"
          borderColor="bg.panel"
          bg="bg.muted"
          objectFit="cover"
        />
        <HStack gap="2" wrap="wrap">
          <LinkOverlay asChild>
            <Link to={props.href}>
              <Text fontWeight="bold">{props.name}</Text>
            </Link>
          </LinkOverlay>
          {props.verified ? (
            <Badge colorPalette="blue" variant="solid" size="sm">
              {t('catalogue.store.verified')}
            </Badge>
          ) : null}
        </HStack>
        {props.category ? (
          <Text fontSize="xs" color="fg.muted">
            {props.category}
          </Text>
        ) : null}
        <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted">
          <Text as="span">
            {t('catalogue.store.followers', {
              value: formatNumber(props.followers, language),
            })}
          </Text>
          {props.ratingCount ? (
            <RatingStars value={props.rating ?? 0} count={props.ratingCount} />
          ) : null}
        </HStack>
        {props.children}
      </Stack>
    </LinkBox>
  );
}

/** A store card from a listing's store data (home rows, /stores, search, favourites). */
export function ListedStoreCard({ store }: { store: StoreCardData }) {
  return (
    <Box position="relative" h="full">
      <FavouriteCorner type="stores" id={store.id} name={store.name} />
      <StoreCard
        href={storePath(store.username)}
        name={store.name}
        logo={store.logo}
        mainColor={store.mainColor}
        verified={store.verified}
        followers={store.followersCount}
        rating={store.rating.avg}
        ratingCount={store.rating.count}
        category={store.category?.name}
      />
    </Box>
  );
}
