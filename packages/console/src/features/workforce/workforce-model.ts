// Pure helpers of 数据分析 (001 §7.2): number formats, the worker label table, chart rows built from the server's
// series, the month range of 工资分析 and the queries its calls take. No React, no SDK calls.
import dayjs, { type Dayjs } from 'dayjs';
import type { Tone, TagStyle } from '@/ui/status-tag';
import { rateTone as sharedRateTone } from '@/lib/rate';

/** 1 234 人 style counts; a missing number shows —. */
export const formatCount = (n: number | null | undefined) => (n == null ? '—' : n.toLocaleString('zh-CN'));

export { formatRate } from '@/lib/rate';

/** Money with two decimals and thousands separators (the unit 元 is added by the caller or `withYuan`). */
export const formatMoney = (n: number | null | undefined) =>
  n == null ? '—' : n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const withYuan = (n: number | null | undefined) => (n == null ? '—' : `${formatMoney(n)} 元`);

/** 万元 for axis ticks of large sums. */
export const toWan = (n: number) => `${(n / 10000).toFixed(0)}万`;

/** Hours with one decimal. */
export const formatHours = (n: number | null | undefined) => (n == null ? '—' : `${n.toFixed(1)} h`);

/** 207 → 3小时27分 */
export function formatStay(minutes: number | null | undefined): string {
  if (minutes == null) return '—';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h}小时${m}分` : `${m}分`;
}

/** Effectiveness is held to a stricter line than attendance: below 70 % is already poor. */
export const RATE_WARN_FROM = 70;
/** How good an attendance or effectiveness rate is (≥ 90 good, ≥ 80 fair, ≥ 70 weak, below poor). */
export const rateTone = (rate: number | null | undefined): Tone => sharedRateTone(rate, RATE_WARN_FROM);

/** 工人标签 of the spec (1 高效, 2 正常, 3 低效, 4 出勤不足). */
export const WORKER_LABELS: Readonly<Record<1 | 2 | 3 | 4, TagStyle>> = {
  1: { label: '高效', tone: 'success' },
  2: { label: '正常', tone: 'primary' },
  3: { label: '低效', tone: 'warning' },
  4: { label: '出勤不足', tone: 'danger' },
};

export const LABEL_OPTIONS = Object.entries(WORKER_LABELS).map(([value, t]) => ({ value, label: t.label }));

/** Colour of a label in charts, matching its tag. */
export const LABEL_COLORS: Readonly<Record<1 | 2 | 3 | 4, string>> = {
  1: '#00a870',
  2: '#0081cc',
  3: '#ed7b2f',
  4: '#e34d59',
};

export interface Series {
  categories: string[];
  series: { name: string; data: (number | null)[] }[];
}

/** A ChartSeries as recharts rows: one row per category, one key per series (s0, s1 …), with the names. */
export function seriesRows(s: Series | undefined): {
  rows: Record<string, string | number | null>[];
  keys: { key: string; name: string }[];
} {
  if (!s) return { rows: [], keys: [] };
  const keys = s.series.map((x, i) => ({ key: `s${i}`, name: x.name }));
  const rows = s.categories.map((category, c) => {
    const row: Record<string, string | number | null> = { category };
    s.series.forEach((x, i) => {
      row[`s${i}`] = x.data[c] ?? null;
    });
    return row;
  });
  return { rows, keys };
}

/** Sum of the series of a ChartSeries at each category (the total of a stacked chart). */
export const seriesTotals = (s: Series | undefined): number[] =>
  s ? s.categories.map((_, c) => s.series.reduce((sum, x) => sum + (x.data[c] ?? 0), 0)) : [];

/**
 * Rows of company × something (work type) as a stacked chart: one row per company, one key per thing, keeping the
 * first-seen order of both.
 */
export function pivot<R>(
  rows: readonly R[],
  group: (r: R) => string,
  stack: (r: R) => string,
  value: (r: R) => number,
): { rows: Record<string, string | number>[]; stacks: string[] } {
  const stacks: string[] = [];
  const byGroup = new Map<string, Record<string, string | number>>();
  for (const r of rows) {
    const g = group(r);
    const s = stack(r);
    if (!stacks.includes(s)) stacks.push(s);
    const row = byGroup.get(g) ?? { name: g };
    row[s] = (Number(row[s]) || 0) + value(r);
    byGroup.set(g, row);
  }
  return { rows: [...byGroup.values()], stacks };
}

/** Totals of the subcontractor situation (the page's head cards). */
export function situationTotals(
  rows: readonly { registeredCount: number; attendCount: number; presentCount?: number | undefined }[],
) {
  const registered = rows.reduce((s, r) => s + r.registeredCount, 0);
  const attend = rows.reduce((s, r) => s + r.attendCount, 0);
  const present = rows.reduce((s, r) => s + (r.presentCount ?? 0), 0);
  return { registered, attend, present, rate: registered ? Math.round((attend / registered) * 1000) / 10 : null };
}

/** The highest point of a series and where it is. */
export function peakOf<R>(rows: readonly R[], value: (r: R) => number): R | undefined {
  let best: R | undefined;
  for (const r of rows) if (!best || value(r) > value(best)) best = r;
  return best;
}

/** The average of some numbers, one decimal; null for none. */
export function average(values: readonly number[]): number | null {
  if (!values.length) return null;
  return Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10;
}

/** A positive integer from a filter or address value, or undefined (nothing is sent for it). */
export const idOf = (v: string | null | undefined) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};

// ───────── 工资分析: month range and filters ─────────

const MONTH = 'YYYY-MM';
export interface MonthRange {
  start: string;
  end: string;
}

/** The last six wage months, ending last month (the latest closed wage period). */
export function defaultMonths(today: Dayjs = dayjs()): MonthRange {
  const end = today.subtract(1, 'month');
  return { start: end.subtract(5, 'month').format(MONTH), end: end.format(MONTH) };
}

const isMonth = (v: string | null | undefined): v is string =>
  !!v && /^\d{4}-\d{2}$/.test(v) && dayjs(`${v}-01`).format(MONTH) === v;

/** Why a typed month range cannot be searched, or null when it can. */
export function monthRangeError(r: MonthRange): string | null {
  if (!r.start) return '请选择开始月份';
  if (!r.end) return '请选择结束月份';
  if (!isMonth(r.start) || !isMonth(r.end)) return '请输入正确的月份';
  if (r.start > r.end) return '开始月份不能晚于结束月份';
  if (dayjs(`${r.end}-01`).diff(dayjs(`${r.start}-01`), 'month') >= 24) return '统计区间不能超过24个月';
  return null;
}

/** The range a link carries (start_month, end_month), or the default. */
export function readMonths(search: URLSearchParams, today: Dayjs = dayjs()): MonthRange {
  const r = { start: search.get('start_month') ?? '', end: search.get('end_month') ?? '' };
  return monthRangeError(r) ? defaultMonths(today) : r;
}

/**
 * The parameter groups of 工资分析 (params/select/list: 统计周期, 工资区间档位, 人员类别, 发放方式). Each group's code is
 * also the name of the query parameter the salary reads take, and of the address parameter that keeps the choice.
 */
export const SALARY_PARAM_CODES = ['period_type', 'salary_range', 'worker_category', 'pay_mode'] as const;
export type SalaryParamCode = (typeof SALARY_PARAM_CODES)[number];
export type SalaryParams = Partial<Record<SalaryParamCode, string>>;

export const isSalaryParamCode = (code: string): code is SalaryParamCode =>
  (SALARY_PARAM_CODES as readonly string[]).includes(code);

/** The parameter values a link carries (only the known groups, empty ones left out). */
export function readSalaryParams(search: URLSearchParams): SalaryParams {
  const out: SalaryParams = {};
  for (const code of SALARY_PARAM_CODES) {
    const v = search.get(code);
    if (v) out[code] = v;
  }
  return out;
}

const positiveInt = (v: string | undefined) => (v && /^[1-9]\d*$/.test(v) ? Number(v) : undefined);

/**
 * The chosen parameter values as the salary reads take them: 统计周期 1–3, 人员类别 and 发放方式 as integers, the
 * 工资区间档位 as its band (8000-10000, 12000-). A value of the wrong shape is left out rather than sent.
 */
export function salaryParamQuery(p: SalaryParams = {}) {
  const period = positiveInt(p.period_type);
  const category = positiveInt(p.worker_category);
  const payMode = positiveInt(p.pay_mode);
  const range = p.salary_range && /^\d+-(\d+)?$/.test(p.salary_range) ? p.salary_range : undefined;
  return {
    ...(period === 1 || period === 2 || period === 3 ? { period_type: period as 1 | 2 | 3 } : {}),
    ...(range ? { salary_range: range } : {}),
    ...(category ? { worker_category: category } : {}),
    ...(payMode ? { pay_mode: payMode } : {}),
  };
}

export interface SalaryFilters {
  months: MonthRange;
  workTypeId?: number | undefined;
  areaCode?: string | undefined;
  params?: SalaryParams | undefined;
}

/** The query of the /pc/bda/salary reads: only what was chosen is sent. */
export function salaryQuery(f: SalaryFilters) {
  return {
    start_month: f.months.start,
    end_month: f.months.end,
    ...(f.workTypeId ? { work_type_id: f.workTypeId } : {}),
    ...(f.areaCode ? { area_code: f.areaCode } : {}),
    ...salaryParamQuery(f.params),
  };
}

/** Salary amount as 元 per month for axis ticks: 9663 → 9,663. */
export const formatYuanTick = (n: number) => n.toLocaleString('zh-CN', { maximumFractionDigits: 0 });
