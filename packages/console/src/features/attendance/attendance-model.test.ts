import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  abnormalBody,
  attendedStat,
  rateStat,
  ABNORMAL_TYPE,
  CHECK_RESULT,
  companyWorkerQuery,
  DAY_STATUS,
  dayInMonth,
  dayOf,
  daysInMonth,
  defaultRange,
  detailLink,
  formatDelta,
  formatHours,
  formatRate,
  hatGateWorkersBody,
  idOf,
  isDay,
  monthOf,
  personBody,
  personLink,
  projectAverageQuery,
  rangeOf,
  rateTone,
  searchBody,
  searchDetailBody,
  summarize,
  workerMonthQuery,
  workerRateQuery,
  WORKER_DAY_STATUS,
} from './attendance-model';

const TODAY = dayjs('2026-11-23');

describe('periods', () => {
  it('defaults to the 1st of the month up to yesterday', () => {
    expect(defaultRange(TODAY)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-22' });
  });
  it('on the 1st of a month, the default is the whole previous month', () => {
    expect(defaultRange(dayjs('2026-12-01'))).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
  });
  it.each([
    ['both chosen', '2026-10-01', '2026-10-31', { startDate: '2026-10-01', endDate: '2026-10-31' }],
    ['none chosen', undefined, undefined, { startDate: '2026-11-01', endDate: '2026-11-22' }],
    ['only the start', '2026-11-10', undefined, { startDate: '2026-11-10', endDate: '2026-11-22' }],
    ['only an earlier end', undefined, '2026-10-15', { startDate: '2026-10-15', endDate: '2026-10-15' }],
    ['reversed ends are swapped', '2026-11-20', '2026-11-05', { startDate: '2026-11-05', endDate: '2026-11-20' }],
    ['an impossible day is ignored', '2026-02-30', '2026-11-10', { startDate: '2026-11-01', endDate: '2026-11-10' }],
  ])('%s', (_, start, end, expected) => {
    expect(rangeOf(start, end, TODAY)).toEqual(expected);
  });
  it('a statistics day defaults to today, a month to last month', () => {
    expect(dayOf(null, TODAY)).toBe('2026-11-23');
    expect(dayOf('2026-11-20', TODAY)).toBe('2026-11-20');
    expect(monthOf(undefined, TODAY)).toBe('2026-10');
    expect(monthOf('2026-09', TODAY)).toBe('2026-09');
    expect(monthOf('2026-9', TODAY)).toBe('2026-10');
  });
  it('knows real days and month lengths', () => {
    expect(isDay('2026-11-23')).toBe(true);
    expect(isDay('2026-11-31')).toBe(false);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2026-10')).toBe(31);
    expect(dayInMonth('2026-10', 3)).toBe('2026-10-03');
  });
});

describe('request bodies and queries carry only what was chosen', () => {
  it('考勤查询: period always, department and keyword when chosen (0 is 全部 and left out)', () => {
    expect(searchBody({}, TODAY)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-22' });
    expect(searchBody({ deptId: '9101', keyword: ' 周 ', startDate: '2026-11-05' }, TODAY)).toEqual({
      startDate: '2026-11-05',
      endDate: '2026-11-22',
      deptId: 9101,
      keyword: '周',
    });
    expect(searchBody({ deptId: '0' }, TODAY)).not.toHaveProperty('deptId');
  });
  it('考勤详情 is of one person', () => {
    expect(searchDetailBody(5003, { startDate: '2026-11-01', endDate: '2026-11-22' }, TODAY)).toEqual({
      userId: 5003,
      startDate: '2026-11-01',
      endDate: '2026-11-22',
    });
  });
  it('异常考勤 keeps a known type only', () => {
    expect(abnormalBody({ abnormalType: '3', deptId: '9102' }, TODAY)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-22',
      deptId: 9102,
      abnormalType: 3,
    });
    expect(abnormalBody({ abnormalType: '9' }, TODAY)).not.toHaveProperty('abnormalType');
  });
  it('人员考勤名单 and 安全帽与闸机', () => {
    expect(personBody({ companyId: '2001' }, TODAY)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-22',
      companyId: 2001,
    });
    expect(hatGateWorkersBody('2026-11-22', {})).toEqual({ date: '2026-11-22' });
    expect(hatGateWorkersBody('2026-11-22', { checkResult: '2' })).toEqual({ date: '2026-11-22', checkResult: 2 });
  });
  it('worker queries are snake_case and drop empty filters', () => {
    expect(workerRateQuery({ team_id: '3001', keyword: '' }, TODAY)).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-22',
      team_id: 3001,
    });
    expect(workerMonthQuery({ company_id: '2002' }, TODAY)).toEqual({ month: '2026-10', company_id: 2002 });
    expect(companyWorkerQuery({ org_id: '11', keyword: '滨江' })).toEqual({ org_id: 11, keyword: '滨江' });
    expect(projectAverageQuery({ org_id: '' }, TODAY)).toEqual({ start_date: '2026-11-01', end_date: '2026-11-22' });
  });
  it('ids must be whole and positive', () => {
    expect(idOf('12')).toBe(12);
    expect(idOf('0')).toBeUndefined();
    expect(idOf('1.5')).toBeUndefined();
    expect(idOf('abc')).toBeUndefined();
    expect(idOf(null)).toBeUndefined();
  });
});

describe('links between the screens', () => {
  it('详情 carries the person and the period', () => {
    expect(detailLink(5003, { startDate: '2026-11-01', endDate: '2026-11-22' })).toBe(
      '/attendance/searchDetail?userId=5003&startDate=2026-11-01&endDate=2026-11-22',
    );
  });
  it('a subcontractor leads to its people over the same period', () => {
    expect(personLink(2001, { startDate: '2026-11-01', endDate: '2026-11-22' })).toBe(
      '/attendance/personnelByPerson?companyId=2001&startDate=2026-11-01&endDate=2026-11-22',
    );
  });
});

describe('status tables follow the spec descriptions', () => {
  it.each([
    [DAY_STATUS, { 0: '休息', 1: '正常', 2: '迟到', 3: '早退', 4: '缺卡', 5: '缺勤', 6: '请假' }],
    [ABNORMAL_TYPE, { 1: '迟到', 2: '早退', 3: '缺卡', 4: '缺勤' }],
    [CHECK_RESULT, { 0: '未出勤', 1: '一致', 2: '仅安全帽', 3: '仅闸机' }],
    [WORKER_DAY_STATUS, { 0: '缺勤', 1: '正常', 2: '迟到', 3: '早退', 4: '缺卡' }],
  ])('%#', (table, labels) => {
    expect(Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v.label]))).toEqual(labels);
  });
});

describe('numbers', () => {
  it.each([
    [95, 'success'],
    [90, 'success'],
    [85.2, 'primary'],
    [72.2, 'warning'],
    [40, 'danger'],
    [undefined, 'muted'],
  ] as const)('rate %s is %s', (rate, tone) => {
    expect(rateTone(rate)).toBe(tone);
  });
  it('formats rates, hours and the change from yesterday', () => {
    expect(formatRate(93.7)).toBe('93.7%');
    expect(formatRate(100)).toBe('100.0%');
    expect(formatRate(undefined)).toBe('—');
    expect(formatHours(8.25)).toBe('8.3');
    expect(formatHours(0)).toBe('—');
    expect(formatDelta(298, 240)).toBe('+58');
    expect(formatDelta(200, 240)).toBe('-40');
    expect(formatDelta(240, 240)).toBe('持平');
    expect(formatDelta(240, undefined)).toBe('—');
  });
  it('sums the subcontractors and rates them overall', () => {
    expect(
      summarize([
        { managerCount: 22, shouldCount: 396, actualCount: 371 },
        { managerCount: 5, shouldCount: 90, actualCount: 81 },
      ]),
    ).toEqual({ managerCount: 27, shouldCount: 486, actualCount: 452, rate: 93 });
    expect(summarize([]).rate).toBeUndefined();
  });
});

describe('stat cards of a read', () => {
  it('a rate is coloured by how good it is, — before the read has answered', () => {
    expect(rateStat('一致率', 92.5)).toEqual({ label: '一致率', value: '92.5%', tone: 'success' });
    expect(rateStat('一致率', undefined)).toEqual({ label: '一致率', value: '—', tone: 'muted' });
  });
  it('people attended carry the roll once the read has answered', () => {
    expect(attendedStat('出勤人数', { attended: 81, registered: 96 })).toEqual({
      label: '出勤人数',
      value: 81,
      unit: '人',
      hint: '在册 96 人',
    });
    expect(attendedStat('出勤人数', undefined).hint).toBeUndefined();
  });
});
