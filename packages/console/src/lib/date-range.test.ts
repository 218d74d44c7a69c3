import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { defaultRange, lastDays, rangeDays, rangeError, readRange, shortcutRange } from './date-range';

const TODAY = dayjs('2026-11-23');

describe('date range', () => {
  it('defaults to the last 7 days, today included', () => {
    expect(defaultRange(TODAY)).toEqual({ start: '2026-11-17', end: '2026-11-23' });
    expect(rangeDays(defaultRange(TODAY))).toBe(7);
  });

  it('近30天 ends today and spans 30 days', () => {
    const r = lastDays(30, TODAY);
    expect(r).toEqual({ start: '2026-10-25', end: '2026-11-23' });
    expect(rangeDays(r)).toBe(30);
  });

  it('takes the range a link carries, else the default', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(readRange(q('start_date=2026-11-01&end_date=2026-11-22'), TODAY)).toEqual({
      start: '2026-11-01',
      end: '2026-11-22',
    });
    expect(readRange(q(''), TODAY)).toEqual(defaultRange(TODAY));
    expect(readRange(q('start_date=2026-11-01'), TODAY)).toEqual(defaultRange(TODAY));
    expect(readRange(q('start_date=2026-11-22&end_date=2026-11-01'), TODAY)).toEqual(defaultRange(TODAY));
    expect(readRange(q('start_date=yesterday&end_date=2026-11-22'), TODAY)).toEqual(defaultRange(TODAY));
  });

  it.each([
    [{ start: '', end: '2026-11-22' }, '请选择开始日期'],
    [{ start: '2026-11-01', end: '' }, '请选择结束日期'],
    [{ start: '2026-11-23', end: '2026-11-22' }, '开始日期不能晚于结束日期'],
    [{ start: '2026-13-01', end: '2026-11-22' }, '请输入正确的日期'],
    [{ start: '2026-11-22', end: '2026-11-22' }, null],
    [{ start: '2026-11-01', end: '2026-11-22' }, null],
  ])('range %o → %s', (range, message) => {
    expect(rangeError(range)).toBe(message);
  });
});

describe('shortcutRange', () => {
  const today = dayjs('2026-11-26');
  it.each([
    ['today', '2026-11-26', '2026-11-26'],
    ['last7', '2026-11-20', '2026-11-26'],
    ['thisMonth', '2026-11-01', '2026-11-26'],
    ['lastMonth', '2026-10-01', '2026-10-31'],
  ] as const)('%s is %s – %s', (key, start, end) => expect(shortcutRange(key, today)).toEqual({ start, end }));
});
