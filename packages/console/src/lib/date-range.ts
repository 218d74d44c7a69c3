// A period of days (YYYY-MM-DD, both ends included) that a screen shows: the default (last 7 days), quick
// choices, reading it from a link (start_date, end_date) and why a typed one cannot be searched.
import dayjs, { type Dayjs } from 'dayjs';

export interface DateRange {
  start: string;
  end: string;
}

export const DAY = 'YYYY-MM-DD';
/** Days in the default range (today and the six days before it). */
const DEFAULT_RANGE_DAYS = 7;

/** The last 7 days, today included. */
export function defaultRange(today: Dayjs = dayjs()): DateRange {
  return { start: today.subtract(DEFAULT_RANGE_DAYS - 1, 'day').format(DAY), end: today.format(DAY) };
}

/** The last `days` days ending today (quick choices of the range bar). */
export function lastDays(days: number, today: Dayjs = dayjs()): DateRange {
  return { start: today.subtract(days - 1, 'day').format(DAY), end: today.format(DAY) };
}

/** A real YYYY-MM-DD day (2026-13-01 and 2026-02-30 are not). */
export const isDay = (v: string | null | undefined): v is string =>
  !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v).format(DAY) === v;

/** The range a link carries (start_date and end_date), or the default when it carries none or a bad one. */
export function readRange(search: URLSearchParams, today: Dayjs = dayjs()): DateRange {
  const start = search.get('start_date');
  const end = search.get('end_date');
  if (isDay(start) && isDay(end) && start <= end) return { start, end };
  return defaultRange(today);
}

/** Why a typed range cannot be searched, or null when it can. */
export function rangeError(range: { start: string; end: string }): string | null {
  if (!range.start) return '请选择开始日期';
  if (!range.end) return '请选择结束日期';
  if (!isDay(range.start) || !isDay(range.end)) return '请输入正确的日期';
  if (range.start > range.end) return '开始日期不能晚于结束日期';
  return null;
}

/** Number of days in the range, both ends included. */
export const rangeDays = (range: DateRange) => dayjs(range.end).diff(dayjs(range.start), 'day') + 1;

/** The range picker's shortcuts (issue #18: 今天, 近 7 天, 本月, as Element and Ant Design offer). */
export const SHORTCUTS = [
  { key: 'today', label: '今天' },
  { key: 'last7', label: '近 7 天' },
  { key: 'thisMonth', label: '本月' },
  { key: 'lastMonth', label: '上月' },
] as const;

export type ShortcutKey = (typeof SHORTCUTS)[number]['key'];

/** The period a shortcut names; 本月 runs from the 1st to today, 上月 is the whole previous month. */
export function shortcutRange(key: ShortcutKey, today: Dayjs = dayjs()): DateRange {
  switch (key) {
    case 'today':
      return { start: today.format(DAY), end: today.format(DAY) };
    case 'last7':
      return lastDays(7, today);
    case 'thisMonth':
      return { start: today.startOf('month').format(DAY), end: today.format(DAY) };
    case 'lastMonth': {
      const m = today.subtract(1, 'month');
      return { start: m.startOf('month').format(DAY), end: m.endOf('month').format(DAY) };
    }
  }
}
