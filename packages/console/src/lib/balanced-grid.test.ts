import { describe, expect, it } from 'vitest';
import { balancedGrid, fitting } from './balanced-grid';

/** The cards per row, read back from the spans. */
function rowsOf({ columns, spans }: { columns: number; spans: number[] }) {
  const rows: number[] = [];
  let used = columns;
  for (const s of spans) {
    if (used + s > columns) {
      rows.push(0);
      used = 0;
    }
    rows[rows.length - 1]!++;
    used += s;
  }
  return rows;
}

describe('cards share the rows evenly and fill every row', () => {
  it.each([
    [9, 6, [5, 4]],
    [9, 9, [9]],
    [9, 12, [9]],
    [10, 6, [5, 5]],
    [8, 6, [4, 4]],
    [9, 4, [3, 3, 3]],
    [5, 2, [2, 2, 1]],
    [7, 7, [7]],
    [1, 6, [1]],
  ])('%i cards, %i fit in a row → %j', (n, fit, rows) => {
    const grid = balancedGrid(n, fit);
    expect(rowsOf(grid)).toEqual(rows);
    // every row's spans add up to the whole width: no holes
    expect(grid.spans.length).toBe(n);
    let sum = 0;
    for (const s of grid.spans) sum += s;
    expect(sum).toBe(grid.columns * rows.length);
  });

  it('counts the cards of at least 160 px that fit', () => {
    expect(fitting(1182, 160, 12)).toBe(6);
    expect(fitting(1662, 160, 12)).toBe(9);
    expect(fitting(100, 160, 12)).toBe(1);
  });
});
