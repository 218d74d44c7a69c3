// Filters and paging of a list kept in the URL (so a link, a refresh or a tab switch keeps the view).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './constants';
import { useSettings } from './settings';

export type FilterValues = Record<string, string>;

export interface ListParams {
  page: number;
  size: number;
  filters: FilterValues;
}

/**
 * Read page, size and filters from search params (unknown keys are ignored; bad numbers fall back). `defaultSize` is
 * the page size of the settings panel (seed 000 §3 pageSize, 10 unless a person chose another).
 */
export function readListParams(
  search: URLSearchParams,
  filterNames: readonly string[],
  defaultSize: number = DEFAULT_PAGE_SIZE,
): ListParams {
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  const filters: FilterValues = {};
  for (const name of filterNames) {
    const v = search.get(name);
    if (v !== null && v !== '') filters[name] = v;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
    filters,
  };
}

export function writeListParams(
  base: URLSearchParams,
  params: ListParams,
  filterNames: readonly string[],
  defaultSize: number = DEFAULT_PAGE_SIZE,
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of filterNames) next.delete(name);
  for (const [k, v] of Object.entries(params.filters)) if (v !== '') next.set(k, v);
  if (params.page > 1) next.set('page', String(params.page));
  else next.delete('page');
  if (params.size !== defaultSize) next.set('size', String(params.size));
  else next.delete('size');
  return next;
}

export function useListParams(filterNames: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const { pageSize } = useSettings();
  const key = filterNames.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const params = useMemo(() => readListParams(search, filterNames, pageSize), [search, key, pageSize]);
  const update = useCallback(
    (next: Partial<ListParams>) =>
      setSearch(
        (current) =>
          writeListParams(
            current,
            { ...readListParams(current, filterNames, pageSize), ...next },
            filterNames,
            pageSize,
          ),
        { replace: true },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearch, key, pageSize],
  );
  return {
    ...params,
    setPage: (page: number, size = params.size) => update({ page, size }),
    /** Search: new filters, back to page 1. */
    apply: (filters: FilterValues) => update({ filters, page: 1 }),
    reset: () => update({ filters: {}, page: 1 }),
  };
}
