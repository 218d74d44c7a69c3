import { describe, expect, it } from 'vitest';
import { formatRate, rateTone } from './rate';

describe('rateTone', () => {
  it.each([
    [90, 'success'],
    [89.9, 'primary'],
    [80, 'primary'],
    [79.9, 'warning'],
    [60, 'warning'],
    [59.9, 'danger'],
    [0, 'danger'],
    [undefined, 'muted'],
    [null, 'muted'],
    [Number.NaN, 'muted'],
  ] as const)('%s → %s', (rate, tone) => expect(rateTone(rate)).toBe(tone));
  it('takes a stricter line where a screen asks for it', () => {
    expect(rateTone(65, 70)).toBe('danger');
    expect(rateTone(70, 70)).toBe('warning');
  });
});

describe('formatRate', () => {
  it('shows one decimal and — for nothing', () => {
    expect(formatRate(93.7)).toBe('93.7%');
    expect(formatRate(100)).toBe('100.0%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(undefined)).toBe('—');
    expect(formatRate(null)).toBe('—');
    expect(formatRate(Number.NaN)).toBe('—');
  });
});
