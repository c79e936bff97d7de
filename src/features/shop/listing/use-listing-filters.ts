import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, writeFilters, type ListingFilters } from './filters';

/**
 * The listing's filters, read from and written to the URL: each change is a new history entry, so
 * reload and the back button bring the same filters back.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = useCallback(
    (next: ListingFilters) => setParams((current) => writeFilters(next, current)),
    [setParams],
  );
  return { filters, setFilters };
}
