import { PANEL_DEFAULT_PAGE_SIZE } from '@domain/contracts/panel/panel-list';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AnyRow, ResourceDefinition } from './resource';

export interface ListState {
  page: number;
  perPage: number;
  q: string;
  sort: string;
  dir: 'asc' | 'desc';
  filters: Record<string, string>;
}

const CONTROL = new Set(['page', 'per_page', 'q', 'sort', 'dir']);

/**
 * The list's state lives in the page URL (STYLE "Lists"): reload, back and a shared link keep the
 * page, search, sort and filters. The API query uses the same names. Changing anything but the
 * page goes back to page 1; typing in the search replaces the history entry instead of adding one.
 */
export function useListState<Row extends AnyRow>(definition: ResourceDefinition<Row>) {
  const [params, setParams] = useSearchParams();
  const filterNames = useMemo(
    () => (definition.filters ?? []).map((filter) => filter.name),
    [definition.filters],
  );

  const state: ListState = useMemo(() => {
    const number = (name: string, fallback: number) => {
      const value = Number(params.get(name));
      return Number.isInteger(value) && value > 0 ? value : fallback;
    };
    const filters: Record<string, string> = {};
    for (const name of filterNames) {
      const value = params.get(name);
      if (value) filters[name] = value;
    }
    const dir = params.get('dir');
    return {
      page: number('page', 1),
      perPage: number('per_page', PANEL_DEFAULT_PAGE_SIZE),
      q: params.get('q') ?? '',
      sort: params.get('sort') ?? definition.defaultSort.sort,
      dir: dir === 'asc' || dir === 'desc' ? dir : definition.defaultSort.dir,
      filters,
    };
  }, [params, filterNames, definition.defaultSort]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  /** The API query: the state plus what the route fixes. */
  const query = useMemo(() => {
    const value: Record<string, string | number> = {
      page: state.page,
      per_page: state.perPage,
      sort: state.sort,
      dir: state.dir,
      ...state.filters,
    };
    if (state.q) value.q = state.q;
    return value;
  }, [state]);

  return { state, query, update, isControl: (name: string) => CONTROL.has(name) };
}
