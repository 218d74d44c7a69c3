import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatRate, formatSize, formatYuan } from './money';

describe('money and counts', () => {
  it.each([
    [1862450, '1,862,450.00'],
    [386420.5, '386,420.50'],
    [0, '0.00'],
    [-0.001, '0.00'],
    ['8620', '8,620.00'],
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    ['abc', '—'],
  ])('formatAmount(%s) is %s', (value, text) => expect(formatAmount(value)).toBe(text));

  it('formatYuan adds 元, or the empty text', () => {
    expect(formatYuan(15500)).toBe('15,500.00 元');
    expect(formatYuan(undefined)).toBe('—');
  });

  it('formatCount keeps half days and thousands separators', () => {
    expect(formatCount(712.5)).toBe('712.5');
    expect(formatCount(4650)).toBe('4,650');
    expect(formatCount(null, '0')).toBe('0');
  });

  it('formatRate shows 2 decimals', () => expect(formatRate(33.7)).toBe('33.70%'));

  it.each([
    [512, '512 B'],
    [64280, '62.8 KB'],
    [2204512, '2.1 MB'],
    [null, '—'],
  ])('formatSize(%s) is %s', (bytes, text) => expect(formatSize(bytes)).toBe(text));
});
