// The wage screens' amounts, days, rates and file sizes (domain/money.ts), as the three wage features show them.
import { describe, expect, it } from 'vitest';
import { cents, formatAmount, formatCount, formatRate, formatSize, formatYuan } from './money';

describe('formatAmount', () => {
  it.each([
    [386420.5, '386,420.50'],
    [14820000, '14,820,000.00'],
    [0, '0.00'],
    [9.999, '10.00'],
    [1234.565, '1,234.57'],
    [-46200, '-46,200.00'],
    [-0.001, '0.00'],
    ['1052318.2', '1,052,318.20'],
  ])('%s → %s', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });

  it.each([null, undefined, '', 'abc', Number.NaN])('%s has no amount', (value) => {
    expect(formatAmount(value)).toBe('—');
    expect(formatAmount(value, '')).toBe('');
  });
});

describe('formatYuan', () => {
  it('adds 元 after the amount', () => {
    expect(formatYuan(1260000)).toBe('1,260,000.00 元');
    expect(formatYuan(0)).toBe('0.00 元');
  });
  it('shows the empty text without 元 when there is no amount', () => {
    expect(formatYuan(null)).toBe('—');
    expect(formatYuan(undefined, '未填')).toBe('未填');
  });
});

describe('formatRate', () => {
  it('shows percent with 2 decimals', () => {
    expect(formatRate(96.99)).toBe('96.99%');
    expect(formatRate(100)).toBe('100.00%');
    expect(formatRate(null)).toBe('—');
  });
});

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

describe('money', () => {
  it.each([
    [1517400, '1,517,400.00'],
    [357400.5, '357,400.50'],
    [0, '0.00'],
    [-0.001, '0.00'],
    ['6640', '6,640.00'],
  ])('formatAmount(%s) = %s', (v, out) => expect(formatAmount(v)).toBe(out));
  it('shows a dash for no amount', () => {
    expect(formatAmount(null)).toBe('—');
    expect(formatAmount(undefined)).toBe('—');
    expect(formatAmount('abc')).toBe('—');
    expect(formatYuan(null)).toBe('—');
  });
  it('adds 元, rounds sums to cents', () => {
    expect(formatYuan(17700)).toBe('17,700.00 元');
    expect(cents(0.1 + 0.2)).toBe(0.3);
  });
  it('formats rates and file sizes', () => {
    expect(formatRate(33.405)).toBe('33.41%');
    expect(formatRate(null)).toBe('—');
    expect(formatSize(900)).toBe('900 B');
    expect(formatSize(532118)).toBe('519.6 KB');
    expect(formatSize(3245780)).toBe('3.1 MB');
    expect(formatSize(undefined)).toBe('—');
    expect(formatSize(undefined, '')).toBe('');
    expect(formatSize(-1, '')).toBe('');
  });
});
