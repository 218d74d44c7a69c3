import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pager items', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, null, 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, null, 10]],
    [10, 10, [1, null, 8, 9, 10]],
    [6, 20, [1, null, 4, 5, 6, 7, 8, null, 20]],
  ])('page %i of %i', (page, pages, expected) => expect(pageItems(page, pages)).toEqual(expected));
});
