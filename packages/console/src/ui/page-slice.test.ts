import { describe, expect, it } from 'vitest';
import { pageSlice } from './page-slice';

describe('pageSlice', () => {
  it('pages a whole list on the client', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageSlice(rows, 1, 10)).toEqual({ total: 23, rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
    expect(pageSlice(rows, 3, 10)).toEqual({ total: 23, rows: [20, 21, 22] });
    expect(pageSlice(rows, 4, 10).rows).toEqual([]);
    expect(pageSlice([], 1, 10)).toEqual({ total: 0, rows: [] });
  });
});
