import { describe, expect, it } from 'vitest';
import { cents, formatAmount, formatRate, formatSize, formatYuan } from './money';

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
    expect(formatSize(undefined)).toBe('');
  });
});
