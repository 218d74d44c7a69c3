// Pure rules of 考勤管理 (seed 001 §7.1): periods read from the address (with the spec's defaults), request bodies
// and queries built from filter strings (the mock checks each against the spec, so empty values are left out),
// the status tables with the Chinese meanings of the spec's descriptions, and number formatting.
import dayjs, { type Dayjs } from 'dayjs';
import type { components } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';
import { compact, enumOf, text } from '@/domain/filter-body';
import type { TagStyle, Tone } from '@/ui/status-tag';
import type { Stat } from '@/ui/stat-cards';
import { formatRate, rateTone } from '@/lib/rate';

type S = components['schemas'];
type DutyQuery = S['AttendanceDutyQuery'];
/** The conditions of a /duty call without paging. */
export type DutyFilter = Omit<DutyQuery, 'page' | 'limit'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string | null | undefined): value is string {
  return typeof value === 'string' && DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
}

/** A month written YYYY-MM. */
function isMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && MONTH.test(value) && dayjs(`${value}-01`).isValid();
}

export interface Range {
  startDate: string;
  endDate: string;
}

/** The spec's default period: from the 1st of yesterday's month to yesterday (today's data is not final). */
export function defaultRange(today: Dayjs = dayjs()): Range {
  const end = today.subtract(1, 'day');
  return { startDate: end.startOf('month').format('YYYY-MM-DD'), endDate: end.format('YYYY-MM-DD') };
}

/** The period chosen in the address, each missing or bad end taken from the default; reversed ends are swapped. */
export function rangeOf(
  start: string | null | undefined,
  end: string | null | undefined,
  today: Dayjs = dayjs(),
): Range {
  const fallback = defaultRange(today);
  const s = isDay(start) ? start : isDay(end) && end < fallback.startDate ? end : fallback.startDate;
  const e = isDay(end) ? end : isDay(start) && start > fallback.endDate ? start : fallback.endDate;
  return s <= e ? { startDate: s, endDate: e } : { startDate: e, endDate: s };
}

/** The statistics day chosen in the address, else today (the spec's default for `date`). */
export function dayOf(value: string | null | undefined, today: Dayjs = dayjs()): string {
  return isDay(value) ? value : today.format('YYYY-MM-DD');
}

/** The wage month chosen, else last month (the spec's default for the monthly attendance sheet). */
export function monthOf(value: string | null | undefined, today: Dayjs = dayjs()): string {
  return isMonth(value) ? value : today.subtract(1, 'month').format('YYYY-MM');
}

/** Days of a YYYY-MM month. */
export function daysInMonth(month: string): number {
  return dayjs(`${month}-01`).daysInMonth();
}

/** The date of the n-th (1-based) day of a month. */
export function dayInMonth(month: string, n: number): string {
  return `${month}-${String(n).padStart(2, '0')}`;
}

/** A whole positive id typed in a filter, or undefined (0 means 全部 on the server, so it is left out too). */
export function idOf(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** 考勤查询 (list and export share it): the period, the department and a name or mobile keyword. */
export function searchBody(f: FilterValues, today?: Dayjs): DutyFilter {
  return compact({
    ...rangeOf(f.startDate, f.endDate, today),
    deptId: idOf(f.deptId),
    keyword: text(f.keyword),
  });
}

/** 考勤详情 of one manager over the period. */
export function searchDetailBody(userId: number, f: FilterValues, today?: Dayjs): DutyFilter {
  return { userId, ...rangeOf(f.startDate, f.endDate, today) };
}

const ABNORMAL_TYPES = [1, 2, 3, 4] as const;

export const SEARCH_PATH = '/attendance/search';
const DETAIL_PATH = '/attendance/searchDetail';

/** Where 考勤查询's 详情 leads: the person and the period being looked at. */
export function detailLink(userId: number, range: Range): string {
  const q = new URLSearchParams({ userId: String(userId), startDate: range.startDate, endDate: range.endDate });
  return `${DETAIL_PATH}?${q.toString()}`;
}

const PERSON_PATH = '/attendance/personnelByPerson';

/** Where a subcontractor's bar or 人员名单 leads: 人员考勤名单 of that company over the same period. */
export function personLink(companyId: number, range: Range): string {
  const q = new URLSearchParams({ companyId: String(companyId), startDate: range.startDate, endDate: range.endDate });
  return `${PERSON_PATH}?${q.toString()}`;
}

/** The totals of the subcontractors' rows: people, expected and actual attendance, and the overall rate. */
export function summarize(rows: readonly { managerCount?: number; shouldCount: number; actualCount: number }[]) {
  const managerCount = rows.reduce((n, r) => n + (r.managerCount ?? 0), 0);
  const shouldCount = rows.reduce((n, r) => n + r.shouldCount, 0);
  const actualCount = rows.reduce((n, r) => n + r.actualCount, 0);
  const rate = shouldCount ? Math.round((actualCount / shouldCount) * 1000) / 10 : undefined;
  return { managerCount, shouldCount, actualCount, rate };
}

/** 异常考勤 (page and export share it). */
export function abnormalBody(f: FilterValues, today?: Dayjs): DutyFilter {
  return compact({
    ...rangeOf(f.startDate, f.endDate, today),
    deptId: idOf(f.deptId),
    abnormalType: enumOf(f.abnormalType, ABNORMAL_TYPES),
  });
}

/** 人员考勤名单 of the subcontractors' managers, optionally of one company. */
export function personBody(f: FilterValues, today?: Dayjs): DutyFilter {
  return compact({ ...rangeOf(f.startDate, f.endDate, today), companyId: idOf(f.companyId) });
}

const CHECK_RESULTS = [1, 2, 3] as const;

/** 安全帽与闸机 worker list of one day. */
export function hatGateWorkersBody(date: string, f: FilterValues): DutyFilter {
  return compact({ date, checkResult: enumOf(f.checkResult, CHECK_RESULTS) });
}

/** GET queries of /pc/worker/attendancedetail (snake_case). */
export function rangeQuery(f: FilterValues, today?: Dayjs) {
  const r = rangeOf(f.start_date, f.end_date, today);
  return { start_date: r.startDate, end_date: r.endDate };
}

export function workerRateQuery(f: FilterValues, today?: Dayjs) {
  return compact({
    ...rangeQuery(f, today),
    company_id: idOf(f.company_id),
    team_id: idOf(f.team_id),
    keyword: text(f.keyword),
  });
}

export function workerMonthQuery(f: FilterValues, today?: Dayjs) {
  return compact({
    month: monthOf(f.month, today),
    company_id: idOf(f.company_id),
    team_id: idOf(f.team_id),
    keyword: text(f.keyword),
  });
}

export function companyWorkerQuery(f: FilterValues) {
  return compact({ org_id: idOf(f.org_id), keyword: text(f.keyword) });
}

export function projectAverageQuery(f: FilterValues, today?: Dayjs) {
  return compact({ ...rangeQuery(f, today), org_id: idOf(f.org_id) });
}

/** 导出维度：1 按参建单位，2 按班组，3 按工人 */
export type Dimension = 1 | 2 | 3;

// ── Status tables (from the spec's enum descriptions) ──

const tag = (label: string, tone: Tone): TagStyle => ({ label, tone });

/** 考勤状态：0 休息，1 正常，2 迟到，3 早退，4 缺卡，5 缺勤，6 请假 */
export const DAY_STATUS: Record<number, TagStyle> = {
  0: tag('休息', 'muted'),
  1: tag('正常', 'success'),
  2: tag('迟到', 'warning'),
  3: tag('早退', 'warning'),
  4: tag('缺卡', 'danger'),
  5: tag('缺勤', 'danger'),
  6: tag('请假', 'primary'),
};

/** 打卡来源：0 无，1 闸机，2 安全帽定位，3 移动打卡 */
export const CHECK_SOURCE: Record<number, string> = { 0: '无', 1: '闸机', 2: '安全帽定位', 3: '移动打卡' };

/** 异常类型：1 迟到，2 早退，3 缺卡，4 缺勤 */
export const ABNORMAL_TYPE: Record<number, TagStyle> = {
  1: tag('迟到', 'warning'),
  2: tag('早退', 'primary'),
  3: tag('缺卡', 'muted'),
  4: tag('缺勤', 'danger'),
};

/** 比对结果：0 未出勤，1 一致，2 仅安全帽，3 仅闸机 */
export const CHECK_RESULT: Record<number, TagStyle> = {
  0: tag('未出勤', 'muted'),
  1: tag('一致', 'success'),
  2: tag('仅安全帽', 'warning'),
  3: tag('仅闸机', 'primary'),
};

/** 工人单日考勤状态：0 缺勤，1 正常，2 迟到，3 早退，4 缺卡 */
export const WORKER_DAY_STATUS: Record<number, TagStyle> = {
  0: tag('缺勤', 'danger'),
  1: tag('正常', 'success'),
  2: tag('迟到', 'warning'),
  3: tag('早退', 'warning'),
  4: tag('缺卡', 'danger'),
};

/** 进出方向：1 进，2 出；记录来源：1 闸机，2 安全帽定位，3 移动打卡 */
export const DIRECTION: Record<number, TagStyle> = { 1: tag('进', 'success'), 2: tag('出', 'primary') };
export const RECORD_SOURCE: Record<number, string> = { 1: '闸机', 2: '安全帽定位', 3: '移动打卡' };

export const GENDER: Record<number, string> = { 1: '男', 2: '女' };

// ── Numbers ──

export { formatRate, rateTone };

/** Hours with one decimal; 0 and missing both show — in a day cell (0 means not attended). */
export function formatHours(hours: number | null | undefined): string {
  return hours ? hours.toFixed(1) : '—';
}

/** 12,345 */
export function formatCount(n: number | null | undefined): string {
  return n === null || n === undefined ? '—' : n.toLocaleString('zh-CN');
}

/** A rate as a figure, coloured by how good it is (— before the read has answered). */
export const rateStat = (label: string, rate: number | undefined): Stat => ({
  label,
  value: formatRate(rate),
  tone: rateTone(rate),
});

/** People attended, with the roll (在册) under the number once the read has answered. */
export const attendedStat = (
  label: string,
  counts: { attended: number | undefined; registered: number | undefined } | undefined,
): Stat => ({
  label,
  value: counts?.attended,
  unit: '人',
  hint: counts ? `在册 ${formatCount(counts.registered)} 人` : undefined,
});

/** The change from yesterday, signed: +58 / -12 / 持平. */
export function formatDelta(today: number | null | undefined, yesterday: number | null | undefined): string {
  if (today === null || today === undefined || yesterday === null || yesterday === undefined) return '—';
  const d = today - yesterday;
  return d === 0 ? '持平' : d > 0 ? `+${d}` : String(d);
}

/** MM-DD for chart axes. */
export function shortDay(date: string): string {
  return isDay(date) ? date.slice(5) : date;
}
