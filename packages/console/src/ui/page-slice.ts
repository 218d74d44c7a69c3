// One page of a list that the server answers whole (every row in one answer): the table pages it itself.

/** The rows of page `page` (from 1) in pages of `size`, and how many rows there are in all. */
export function pageSlice<T>(all: readonly T[], page: number, size: number): { total: number; rows: T[] } {
  return { total: all.length, rows: all.slice((page - 1) * size, page * size) };
}
