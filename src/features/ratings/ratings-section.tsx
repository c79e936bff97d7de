import {
  Box,
  Button,
  Heading,
  HStack,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { RateRefusal } from '@domain/contracts/ratings.contract';
import { localeOf } from '@domain/format';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RatingStars } from '@/components/catalogue/rating-stars';
import { formatNumber } from '@/lib/format';
import { loadMoreTexts, useLanguage } from '@/lib/i18n';
import { ratingsQuery, useShopper, type RatingTarget } from './ratings-queries';

// The editor carries the write contracts (zod): only a signed-in shopper who may rate loads it,
// with the validation texts a catalogue page's first load leaves out.
const RatingEditor = lazy(async () => {
  const [module] = await Promise.all([import('./rating-editor'), loadMoreTexts()]);
  return { default: module.RatingEditor };
});

/** Why this viewer cannot rate yet, and what would let them: signing in, or an order. */
function RateHint({ refusal }: { refusal: RateRefusal | null }) {
  const { t } = useTranslation();
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="rate-hint">
      {refusal === 'sign_in' ? (
        <ChakraLink asChild colorPalette="brand" textDecoration="underline">
          <Link to="/login">{t('feedback.ratings.sign_in')}</Link>
        </ChakraLink>
      ) : (
        t(`feedback.ratings.refusal.${refusal ?? 'own_store'}`)
      )}
    </Text>
  );
}

/**
 * A product's or store's ratings: the average and count, the signed-in shopper's own rating
 * (editable), and the ratings newest first, a page at a time.
 */
export function RatingsSection({ kind, id }: { kind: RatingTarget; id: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const viewer = useShopper();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useQuery(ratingsQuery(kind, id, viewer ?? 'visitor', page));
  const result = query.data;
  const dates = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' });

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      scrollMarginTop="36"
      data-testid={`ratings-${kind}`}
    >
      <HStack justify="space-between" align="center" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id={headingId}>
          {t('feedback.ratings.heading')}
        </Heading>
        {result ? (
          <RatingStars
            value={result.data.summary.avg}
            count={result.data.summary.count}
            size="md"
          />
        ) : null}
      </HStack>
      {!result ? (
        query.isError ? (
          <Text color="fg.muted">{t('feedback.ratings.load_failed')}</Text>
        ) : (
          <Skeleton height="24" />
        )
      ) : (
        <>
          {result.data.can_rate ? (
            <Suspense fallback={<Skeleton height="40" />}>
              <RatingEditor
                key={result.data.mine?.updated_at ?? 'new'}
                kind={kind}
                id={id}
                mine={result.data.mine}
              />
            </Suspense>
          ) : (
            <RateHint refusal={viewer === null ? 'sign_in' : result.data.rate_refusal} />
          )}
          {result.data.ratings.length === 0 ? (
            <Text color="fg.muted">{t(`feedback.ratings.none_${kind}`)}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" p="0" m="0">
              {result.data.ratings.map((entry) => (
                <Box as="li" key={entry.id} borderBottomWidth="1px" pb="3">
                  <HStack justify="space-between" gap="2" wrap="wrap">
                    <Text fontWeight="medium" dir="auto">
                      {entry.author}
                    </Text>
                    <Text as="span" fontSize="xs" color="fg.muted">
                      <time dateTime={entry.updated_at}>
                        {dates.format(new Date(entry.updated_at))}
                      </time>
                    </Text>
                  </HStack>
                  <RatingStars value={entry.rating} />
                  {entry.comment ? (
                    <Text mt="1" whiteSpace="pre-line" dir="auto">
                      {entry.comment}
                    </Text>
                  ) : null}
                </Box>
              ))}
            </Stack>
          )}
          {result.meta.lastPage > 1 ? (
            <HStack justify="center" gap="3">
              <Button
                size="sm"
                variant="outline"
                disabled={page <= 1}
                onClick={() => setPage((current) => current - 1)}
              >
                {t('feedback.ratings.newer')}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {t('feedback.ratings.page', {
                  page: formatNumber(result.meta.page, language),
                  last: formatNumber(result.meta.lastPage, language),
                })}
              </Text>
              <Button
                size="sm"
                variant="outline"
                disabled={page >= result.meta.lastPage}
                onClick={() => setPage((current) => current + 1)}
              >
                {t('feedback.ratings.older')}
              </Button>
            </HStack>
          ) : null}
        </>
      )}
    </Stack>
  );
}
