import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  checkDetailPath,
  checkSummary,
  CHECK_SOURCE,
  DAY_STATUS,
  DIRECTION,
  formatHours,
  headCategory,
  personDayPath,
  personDaySummary,
  rangeQuery,
  readDay,
  readPerson,
  seriesSummary,
  shiftDay,
  TRACE_SOURCE,
  tracePath,
  traceSummary,
  type DayRate,
  type LaborHead,
  type PersonDay,
  type TracePoint,
} from './labor-att-model';
import { readRange } from '@/lib/date-range';

const TODAY = dayjs('2026-11-23');

describe('date range', () => {
  it('sends start_date and end_date', () => {
    expect(rangeQuery({ start: '2026-11-01', end: '2026-11-22' })).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-22',
    });
  });
});

describe('status tables follow the spec descriptions', () => {
  it.each([
    [0, '缺勤', 'danger'],
    [1, '正常', 'success'],
    [2, '迟到', 'warning'],
    [3, '早退', 'warning'],
    [4, '缺卡', 'primary'],
  ])('day status %i is %s', (value, label, tone) => {
    expect(DAY_STATUS[value]).toEqual({ label, tone });
  });

  it('check records: 1 闸机, 2 安全帽定位, 3 移动打卡; trace points: 1 安全帽定位, 2 闸机, 3 移动打卡', () => {
    expect([1, 2, 3].map((v) => CHECK_SOURCE[v]?.label)).toEqual(['闸机', '安全帽定位', '移动打卡']);
    expect([1, 2, 3].map((v) => TRACE_SOURCE[v]?.label)).toEqual(['安全帽定位', '闸机', '移动打卡']);
    expect([1, 2].map((v) => DIRECTION[v]?.label)).toEqual(['进', '出']);
  });

  it('formats hours, a missing value as —', () => {
    expect(formatHours(9.8)).toBe('9.8 小时');
    expect(formatHours(10)).toBe('10 小时');
    expect(formatHours(null)).toBe('—');
  });
});

describe('numbers derived from the rows', () => {
  const days: DayRate[] = [
    { date: '2026-11-16', week_day: '周一', register_count: 100, attend_count: 90, attendance_rate: 90 },
    { date: '2026-11-17', week_day: '周二', register_count: 100, attend_count: 80, attendance_rate: 80 },
    { date: '2026-11-22', week_day: '周日', register_count: 100, attend_count: 31, attendance_rate: 31 },
  ];

  it('the range rate is attended over registered, with the average and the lowest day', () => {
    const s = seriesSummary(days);
    expect(s.rate).toBe(67);
    expect(s.avgAttend).toBe(67);
    expect(s.lowest?.date).toBe('2026-11-22');
  });

  it('an empty series gives no numbers (shown as —, never 0)', () => {
    expect(seriesSummary([])).toEqual({ rate: undefined, avgAttend: undefined, lowest: undefined });
  });

  it('finds the head card of a kind of people', () => {
    const head: LaborHead = {
      date: '2026-11-23',
      register_count: 20,
      attend_count: 15,
      attendance_rate: 75,
      categories: [
        { type: 3, type_name: '项目管理人员', register_count: 8, attend_count: 7, attendance_rate: 87.5 },
        { type: 5, type_name: '工人', register_count: 12, attend_count: 8, attendance_rate: 66.7 },
      ],
    };
    expect(headCategory(head, 5)?.attend_count).toBe(8);
    expect(headCategory(head, 4)).toBeUndefined();
    expect(headCategory(undefined, 5)).toBeUndefined();
  });

  it('counts a person’s days by status and adds up the hours', () => {
    const rows: PersonDay[] = [
      { date: '2026-11-16', status: 1, work_hours: 9.8 },
      { date: '2026-11-17', status: 2, work_hours: 9.0 },
      { date: '2026-11-18', status: 4, work_hours: 0 },
      { date: '2026-11-19', status: 0 },
      { date: '2026-11-20', status: 1, work_hours: 10.05 },
    ];
    const s = personDaySummary(rows);
    expect(s.attended).toBe(4);
    expect(s.byStatus).toEqual({ 0: 1, 1: 2, 2: 1, 3: 0, 4: 1 });
    expect(s.hours).toBe(28.9);
  });

  it('sums up a trace and a day’s records', () => {
    const points: TracePoint[] = [
      { time: '2026-11-20 06:51:22', lng: 120.21, lat: 30.2, source: 2, project_id: 1001 },
      { time: '2026-11-20 09:15:07', lng: 120.21, lat: 30.2, source: 1, project_id: 1001 },
      { time: '2026-11-21 10:00:00', lng: 120.3, lat: 30.3, source: 3, project_id: 1003 },
    ];
    expect(traceSummary(points)).toEqual({
      count: 3,
      projects: 2,
      first: '2026-11-20 06:51:22',
      last: '2026-11-21 10:00:00',
    });
    expect(traceSummary([])).toEqual({ count: 0, projects: 0, first: undefined, last: undefined });
    expect(
      checkSummary([
        { check_time: 'a', direction: 1, source: 1 },
        { check_time: 'b', direction: 1, source: 2 },
        { check_time: 'c', direction: 2, source: 1 },
      ]),
    ).toEqual({ count: 3, ins: 2, outs: 1 });
  });
});

describe('links between the screens', () => {
  const range = { start: '2026-11-16', end: '2026-11-22' };

  it('reads the person of a link; person_type defaults to 工人', () => {
    expect(readPerson(new URLSearchParams('person_id=5001&person_type=2&project_id=1001&name=周明'))).toEqual({
      person_id: 5001,
      person_type: 2,
      project_id: 1001,
      name: '周明',
    });
    expect(readPerson(new URLSearchParams('person_id=4001'))).toEqual({
      person_id: 4001,
      person_type: 1,
      project_id: undefined,
      name: undefined,
    });
    expect(readPerson(new URLSearchParams('person_id=abc'))).toBeNull();
    expect(readPerson(new URLSearchParams(''))).toBeNull();
  });

  it('a link written by one screen is read back by the next', () => {
    const person = { person_id: 5001, person_type: 2 as const, project_id: 1001, name: '周明' };
    const day = personDayPath(person, range);
    expect(day.startsWith('/laborAtt/personDay?')).toBe(true);
    const q = new URLSearchParams(day.split('?')[1]);
    expect(readPerson(q)).toEqual(person);
    expect(readRange(q, TODAY)).toEqual(range);

    const trace = tracePath({ person_id: 4001, person_type: 1, name: '张建国' }, range);
    expect(trace).toBe(
      '/laborAtt/trace?person_id=4001&person_type=1&name=%E5%BC%A0%E5%BB%BA%E5%9B%BD&start_date=2026-11-16&end_date=2026-11-22',
    );

    const detail = checkDetailPath(person, '2026-11-20');
    const dq = new URLSearchParams(detail.split('?')[1]);
    expect(readDay(dq)).toBe('2026-11-20');
    expect(readPerson(dq)).toEqual(person);
  });

  it('moves a day back and forth across months', () => {
    expect(shiftDay('2026-11-01', -1)).toBe('2026-10-31');
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(readDay(new URLSearchParams('date=2026-1-1'))).toBeUndefined();
  });
});
