import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './list-params';

const names = ['name', 'teamId', 'date'];

describe('list params in the URL', () => {
  it('defaults: page 1, size 10, no filters', () =>
    expect(readListParams(new URLSearchParams(''), names)).toEqual({ page: 1, size: 10, filters: {} }));
  it('reads page, size and known filters', () =>
    expect(readListParams(new URLSearchParams('page=3&size=50&name=张&teamId=3001&x=1'), names)).toEqual({
      page: 3,
      size: 50,
      filters: { name: '张', teamId: '3001' },
    }));
  it.each(['page=0', 'page=-1', 'page=abc', 'page=1.5'])('a bad page (%s) falls back to 1', (q) =>
    expect(readListParams(new URLSearchParams(q), names).page).toBe(1),
  );
  it.each(['size=7', 'size=1000', 'size=x'])('a size outside 10/20/50/100 (%s) falls back to 10', (q) =>
    expect(readListParams(new URLSearchParams(q), names).size).toBe(10),
  );
  it('writes only what differs from the defaults and keeps other params', () => {
    const out = writeListParams(
      new URLSearchParams('tab=2&name=old'),
      { page: 1, size: 10, filters: { teamId: '3002' } },
      names,
    );
    expect(out.toString()).toBe('tab=2&teamId=3002');
    const paged = writeListParams(new URLSearchParams(''), { page: 4, size: 20, filters: {} }, names);
    expect(paged.toString()).toBe('page=4&size=20');
  });
});
