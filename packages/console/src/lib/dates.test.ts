import { describe, expect, it } from 'vitest';
import { dateFormatter, formatDate, formatDateWithWeekday, toDate, weekday } from './dates';

describe('dates (seed 000 §9)', () => {
  it('10-digit numbers are seconds, 13-digit milliseconds', () => {
    expect(formatDate(1763856000, 'dateTime')).toBe(formatDate(1763856000000, 'dateTime'));
    expect(formatDate('1763856000', 'date')).toBe(formatDate(1763856000000, 'date'));
  });
  it.each([
    ['2026-11-23 08:30:00', 'month', '2026-11'],
    ['2026-11-23 08:30:00', 'date', '2026-11-23'],
    ['2026-11-23 08:30:05', 'dateTime', '2026-11-23 08:30:05'],
    ['2026-11-23T08:30:05', 'minute', '2026-11-23 08:30'],
  ])('%s as %s → %s', (value, format, expected) => expect(formatDate(value, format)).toBe(expected));
  it('a date formatter gives what formatDate gives, for every kind of value', () => {
    const minute = dateFormatter('minute');
    for (const value of ['2026-11-23 09:02:10', 1763856000, '1763856000', new Date(2026, 10, 23, 9, 2), '', null, 'x'])
      for (let twice = 0; twice < 2; twice++) expect(minute(value)).toBe(formatDate(value, 'minute'));
    expect(dateFormatter('date', '未填')(undefined)).toBe('未填');
  });
  it('Chinese weekday names', () => {
    expect(weekday('2026-11-23')).toBe('星期一');
    expect(weekday('2026-11-29')).toBe('星期日');
    expect(formatDateWithWeekday('2026-11-28')).toBe('2026-11-28 星期六');
  });
  it('empty and invalid values show a dash', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(toDate(undefined)).toBeUndefined();
  });
});
