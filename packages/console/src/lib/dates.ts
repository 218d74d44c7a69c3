// Dates as seed 000 §9 shows them: YYYY-MM, YYYY-MM-DD, with time; Chinese weekday names; 10-digit numbers are seconds.
import dayjs, { type Dayjs } from 'dayjs';
import { Kept } from './kept';

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;
export const FORMATS = {
  month: 'YYYY-MM',
  date: 'YYYY-MM-DD',
  dateTime: 'YYYY-MM-DD HH:mm:ss',
  minute: 'YYYY-MM-DD HH:mm',
} as const;

export type DateInput = string | number | Date | Dayjs | null | undefined;

/** Parse a server date: numbers (or digit strings) of 10 digits are seconds, 13 digits milliseconds. */
export function toDate(value: DateInput): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (dayjs.isDayjs(value)) return value.isValid() ? value : undefined;
  let v: string | number | Date = value;
  if (typeof v === 'string' && /^\d{10}(\d{3})?$/.test(v)) v = Number(v);
  if (typeof v === 'number' && String(Math.trunc(Math.abs(v))).length <= 10) v = v * 1000;
  const d = dayjs(v);
  return d.isValid() ? d : undefined;
}

export function formatDate(value: DateInput, format: keyof typeof FORMATS | string = 'date', empty = '—'): string {
  const d = toDate(value);
  if (!d) return empty;
  return d.format(format in FORMATS ? FORMATS[format as keyof typeof FORMATS] : format);
}

/**
 * `formatDate` in one format, keeping the text made for each value: for lists that draw the same dates on every
 * scroll frame (the rows of an upload batch share one upload time).
 */
export function dateFormatter(format: keyof typeof FORMATS | string, empty = '—'): (value: DateInput) => string {
  const made = new Kept<string | number, string>(1000);
  return (value) =>
    typeof value === 'string' || typeof value === 'number'
      ? made.get(value, () => formatDate(value, format, empty))
      : formatDate(value, format, empty);
}

export function weekday(value: DateInput): string {
  const d = toDate(value);
  return d ? (WEEKDAYS[d.day()] ?? '') : '';
}

/** 2026-11-23 星期一 */
export function formatDateWithWeekday(value: DateInput): string {
  const d = toDate(value);
  return d ? `${d.format(FORMATS.date)} ${WEEKDAYS[d.day()]}` : '—';
}
