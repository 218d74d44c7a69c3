// Pure rules of the 劳务考勤 screens (001 §7.1 /pc/labor/*): the date range, status tables of the spec's
// descriptions, numbers derived from the calls' rows, and the links between the screens.
import dayjs from 'dayjs';
import type { components } from '@site/sdk';
import type { TagStyle } from '@/ui/status-tag';

type Schemas = components['schemas'];
export type DayRate = Schemas['AttendanceDayRate'];
export type LaborHead = Schemas['AttendanceLaborHead'];
export type HeadCategory = LaborHead['categories'][number];
export type PersonDay = Schemas['AttendancePersonDay'];
export type TracePoint = Schemas['AttendanceTracePoint'];
export type CheckRecord = Schemas['AttendanceCheckRecord'];

// ───────── Date range ─────────

export type { DateRange } from '@/lib/date-range';
import { DAY, isDay, type DateRange } from '@/lib/date-range';

/** The query parameters every /pc/labor range call takes. */
export const rangeQuery = (range: DateRange) => ({ start_date: range.start, end_date: range.end });

// ───────── Status tables (the spec's descriptions) ─────────

/** AttendancePersonDay.status / AttendanceCheckDetail.status: 0 缺勤，1 正常，2 迟到，3 早退，4 缺卡 */
export const DAY_STATUS: Record<number, TagStyle> = {
  0: { label: '缺勤', tone: 'danger' },
  1: { label: '正常', tone: 'success' },
  2: { label: '迟到', tone: 'warning' },
  3: { label: '早退', tone: 'warning' },
  4: { label: '缺卡', tone: 'primary' },
};

/** AttendanceCheckRecord.source: 1 闸机，2 安全帽定位，3 移动打卡 */
export const CHECK_SOURCE: Record<number, TagStyle> = {
  1: { label: '闸机', tone: 'primary' },
  2: { label: '安全帽定位', tone: 'success' },
  3: { label: '移动打卡', tone: 'warning' },
};

/** AttendanceTracePoint.source: 1 安全帽定位，2 闸机，3 移动打卡 (not the order of the check records; the same tags). */
export const TRACE_SOURCE: Record<number, TagStyle> = { 1: CHECK_SOURCE[2]!, 2: CHECK_SOURCE[1]!, 3: CHECK_SOURCE[3]! };

/** AttendanceCheckRecord.direction: 1 进，2 出 */
export const DIRECTION: Record<number, TagStyle> = {
  1: { label: '进', tone: 'success' },
  2: { label: '出', tone: 'muted' },
};

/** person_type: 1 工人，2 管理人员 */
export type PersonType = 1 | 2;
export const PERSON_TYPE: Record<PersonType, string> = { 1: '工人', 2: '管理人员' };

export { formatRate, rateTone } from '@/lib/rate';

/** 9.8 小时 ; a missing number is —. */
export function formatHours(hours: number | null | undefined): string {
  return hours === null || hours === undefined ? '—' : `${Number(hours.toFixed(1))} 小时`;
}

// ───────── Numbers derived from the calls' rows ─────────

/** Attended / registered over a daily series: the range's rate, the average attendance and the lowest day. */
export function seriesSummary(days: readonly DayRate[]) {
  if (!days.length) return { rate: undefined, avgAttend: undefined, lowest: undefined };
  const registered = days.reduce((s, d) => s + d.register_count, 0);
  const attended = days.reduce((s, d) => s + d.attend_count, 0);
  const lowest = days.reduce((low, d) => (d.attendance_rate < low.attendance_rate ? d : low));
  return {
    rate: registered ? Math.round((attended / registered) * 1000) / 10 : undefined,
    avgAttend: Math.round(attended / days.length),
    lowest,
  };
}

/** The head card of one kind of people (1 督导, 2 其他, 3 项目管理, 4 参建企业, 5 工人). */
export const headCategory = (head: LaborHead | undefined, type: HeadCategory['type']) =>
  head?.categories.find((c) => c.type === type);

/** Days of a person's daily list by status, the days attended and the hours worked. */
export function personDaySummary(days: readonly PersonDay[]) {
  const byStatus: Record<number, number> = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 };
  let hours = 0;
  for (const d of days) {
    byStatus[d.status] = (byStatus[d.status] ?? 0) + 1;
    hours += d.work_hours ?? 0;
  }
  return {
    attended: days.length - (byStatus[0] ?? 0),
    byStatus,
    hours: Math.round(hours * 10) / 10,
  };
}

/** Points of a trace: how many, in how many projects, the first and the last. */
export function traceSummary(points: readonly TracePoint[]) {
  const projects = new Set(points.map((p) => p.project_id ?? p.project_name).filter((p) => p !== undefined));
  return {
    count: points.length,
    projects: projects.size,
    first: points[0]?.time,
    last: points[points.length - 1]?.time,
  };
}

/** Ins and outs of a day's records. */
export function checkSummary(records: readonly CheckRecord[]) {
  return {
    count: records.length,
    ins: records.filter((r) => r.direction === 1).length,
    outs: records.filter((r) => r.direction === 2).length,
  };
}

// ───────── The person a screen is about, and the links between screens ─────────

export interface PersonRef {
  person_id: number;
  person_type: PersonType;
  project_id?: number | undefined;
  name?: string | undefined;
}

const positiveInt = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The person of a link (person_id, person_type, project_id, name); null without a valid person_id. */
export function readPerson(search: URLSearchParams): PersonRef | null {
  const person_id = positiveInt(search.get('person_id'));
  if (!person_id) return null;
  return {
    person_id,
    person_type: search.get('person_type') === '2' ? 2 : 1,
    project_id: positiveInt(search.get('project_id')),
    name: search.get('name') || undefined,
  };
}

function link(path: string, params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return `${path}?${q.toString()}`;
}

const personParams = (p: PersonRef) => ({
  person_id: p.person_id,
  person_type: p.person_type,
  project_id: p.project_id,
  name: p.name,
});

export const personDayPath = (p: PersonRef, range: DateRange) =>
  link('/laborAtt/personDay', { ...personParams(p), start_date: range.start, end_date: range.end });

export const tracePath = (p: PersonRef, range: DateRange) =>
  link('/laborAtt/trace', { ...personParams(p), start_date: range.start, end_date: range.end });

export const checkDetailPath = (p: PersonRef, date: string) =>
  link('/laborAtt/checkDetail', { ...personParams(p), date });

/** The date of a check-detail link, or undefined. */
export const readDay = (search: URLSearchParams) => {
  const d = search.get('date');
  return isDay(d) ? d : undefined;
};

/** The day before or after (打卡明细's 前一天 / 后一天). */
export const shiftDay = (date: string, by: number) => dayjs(date).add(by, 'day').format(DAY);
