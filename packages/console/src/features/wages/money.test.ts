import { describe, expect, it } from 'vitest';
import { formatAmount, formatRate, formatYuan } from './money';

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
