import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, writeFilters, type ListingFilters } from './filters';

/** A change of the filters, computed from the filters it applies to. */
export type FiltersUpdate = (current: ListingFilters) => ListingFilters;

/**
 * The listing's filters, read from and written to the URL: each change is a new history entry, so
 * reload and the back button bring the same filters back.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  // A second tap can land before the first one's URL change has re-rendered the page (slow
  // phones): each update builds on the last filters asked for, not on the ones this render saw.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const setFilters = useCallback(
    (update: FiltersUpdate) => {
      const next = update(latest.current);
      latest.current = next;
      setParams((current) => writeFilters(next, current));
    },
    [setParams],
  );
  return { filters, setFilters };
}
