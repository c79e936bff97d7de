import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { clampPage, pageItems } from './page-range';

/** The current URL with `page` set (page 1 drops the parameter so URLs stay canonical). */
function hrefFor(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Page links kept in the URL (`?page=`), so reload and back keep the page. */
export function Pagination({ page, lastPage }: { page: number; lastPage: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  if (lastPage <= 1) return null;
  const current = clampPage(page, lastPage);
  const step = (target: number, label: string, disabled: boolean) =>
    disabled ? (
      <Button size="sm" variant="outline" disabled>
        {label}
      </Button>
    ) : (
      <Button size="sm" variant="outline" asChild>
        <Link to={hrefFor(pathname, search, target)}>{label}</Link>
      </Button>
    );
  return (
    <HStack
      as="nav"
      aria-label={t('catalogue.pagination.label')}
      gap="1"
      justify="center"
      wrap="wrap"
      py="4"
    >
      {step(current - 1, t('catalogue.pagination.previous'), current <= 1)}
      {pageItems(current, lastPage).map((item, index) =>
        item === 'gap' ? (
          <Text key={`gap-${index}`} px="1" color="fg.muted" aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="sm"
            minW="9"
            variant={item === current ? 'solid' : 'ghost'}
            asChild
          >
            <Link
              to={hrefFor(pathname, search, item)}
              aria-current={item === current ? 'page' : undefined}
              aria-label={t('catalogue.pagination.page', { page: formatNumber(item, language) })}
            >
              {formatNumber(item, language)}
            </Link>
          </Button>
        ),
      )}
      {step(current + 1, t('catalogue.pagination.next'), current >= lastPage)}
    </HStack>
  );
}
