import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  WAGE_STATUS,
  dashboardKind,
  defaultParam,
  hasSeriesData,
  lastMonth,
  money,
  monthToDate,
  ofTotal,
  orgIdOf,
  projectIdOf,
  rangeError,
  rangeQuery,
  rankFigure,
  rate,
  seriesRows,
  shortDate,
  shortName,
  tenThousand,
  versus,
} from './home-scope';

describe('which dashboard the home page draws', () => {
  it.each([
    [2, 0, 'org'],
    [3, 0, 'org'],
    [3, 1001, 'org'],
    [4, 1001, 'project'],
    [5, 1001, 'project'],
    [4, 0, null],
    [10, 0, null],
  ] as const)('source %i with project %i → %s', (source, project_id, kind) => {
    expect(dashboardKind({ source, project_id })).toBe(kind);
  });

  it('no identity draws none', () => expect(dashboardKind(null)).toBeNull());
});

describe('scope of the calls', () => {
  it('orgId is the identity org batch, absent when 0', () => {
    expect(orgIdOf({ org_batch_id: 11 })).toBe(11);
    expect(orgIdOf({ org_batch_id: 0 })).toBeUndefined();
    expect(orgIdOf(null)).toBeUndefined();
  });
  it('project_id only for a project identity', () => {
    expect(projectIdOf({ project_id: 1001 })).toBe(1001);
    expect(projectIdOf({ project_id: 0 })).toBeUndefined();
  });
});

describe('numbers as a manager reads them', () => {
  it('rates keep at most 2 decimals and a missing rate stays missing', () => {
    expect(rate(68.8249)).toBe(68.82);
    expect(rate(100)).toBe(100);
    expect(rate(undefined)).toBeUndefined();
  });
  it('money has separators and 2 decimals; 万元 for cards', () => {
    expect(money(16935880)).toBe('16,935,880.00');
    expect(money(0)).toBe('0.00');
    expect(money(undefined)).toBeUndefined();
    expect(tenThousand(16935880)).toBe('1,693.59');
  });
  it('part of a whole', () => {
    expect(ofTotal(81, 96)).toBe('81 / 96');
    expect(ofTotal(81, undefined)).toBe('81');
    expect(ofTotal(undefined, 96)).toBeUndefined();
  });
  it('change against yesterday carries its sign', () => {
    expect(versus(72.43, 70.1)).toBe('较昨日 +2.33%');
    expect(versus(60, 62.5)).toBe('较昨日 -2.5%');
    expect(versus(60, undefined)).toBeUndefined();
  });
  it('a ranking shows the figure of the chosen sort', () => {
    const row = {
      rank: 1,
      project_id: 1001,
      project_name: '滨江花园二期住宅项目',
      score: 91.456,
      attendance_rate: 72.43,
      alarm_month: 18,
      trouble_open: 5,
    };
    expect(rankFigure(row, 'score')).toBe('91.46 分');
    expect(rankFigure(row, 'attendance_rate')).toBe('72.43%');
    expect(rankFigure(row, 'alarm_month')).toBe('18');
    expect(rankFigure(row, 'wage_pay_rate')).toBe('—');
  });
});

describe('chart series', () => {
  const chart = {
    categories: ['2026-11-22', '2026-11-23'],
    series: [
      { name: '第一分公司', data: [704, 873] },
      { name: '合计', data: [1294] },
    ],
  };
  it('become one row per category keyed by series name, missing values left out', () => {
    expect(seriesRows(chart)).toEqual([
      { category: '2026-11-22', 第一分公司: 704, 合计: 1294 },
      { category: '2026-11-23', 第一分公司: 873 },
    ]);
    expect(seriesRows(undefined)).toEqual([]);
  });
  it('are empty without categories or numbers', () => {
    expect(hasSeriesData(chart)).toBe(true);
    expect(hasSeriesData({ categories: [], series: [] })).toBe(false);
    expect(hasSeriesData({ categories: ['a'], series: [{ name: 'x', data: [] }] })).toBe(false);
  });
  it('date ticks drop the year; long names are cut', () => {
    expect(shortDate('2026-11-23')).toBe('11-23');
    expect(shortDate('2026-11')).toBe('2026-11');
    expect(shortName('华建集团第一分公司')).toBe('华建集团第一…');
    expect(shortName('木工一班')).toBe('木工一班');
  });
});

describe('periods', () => {
  const today = dayjs('2026-11-23');
  it('hazards default to this month so far, wages to last month', () => {
    expect(monthToDate(today)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-23' });
    expect(lastMonth(today)).toBe('2026-10');
    expect(lastMonth(dayjs('2026-01-15'))).toBe('2025-12');
  });
  it('a reversed range is refused, an open one accepted', () => {
    expect(rangeError({ startDate: '2026-11-20', endDate: '2026-11-01' })).toBe('截止日期不能早于起始日期');
    expect(rangeError({ startDate: '2026-11-01', endDate: '2026-11-01' })).toBeNull();
    expect(rangeError({ startDate: '2026-11-01' })).toBeNull();
  });
  it('empty dates are not sent', () => {
    expect(rangeQuery({ startDate: '', endDate: '2026-11-23' })).toEqual({ endDate: '2026-11-23' });
  });
});

describe('status tables', () => {
  it.each([
    [0, '未发起'],
    [1, '考勤确认中'],
    [2, '预结算中'],
    [3, '代发中'],
    [4, '已发放'],
    [5, '部分发放'],
  ] as const)('wage status %i is %s', (v, label) => expect(WAGE_STATUS[v]?.label).toBe(label));

  it('the map parameter in use is the default row, else the first', () => {
    expect(
      defaultParam([
        { id: 1, is_default: 0 },
        { id: 2, is_default: 1 },
      ])?.id,
    ).toBe(2);
    const rows: { id: number; is_default?: number }[] = [{ id: 1 }, { id: 2 }];
    expect(defaultParam(rows)?.id).toBe(1);
    expect(defaultParam([])).toBeUndefined();
  });
});
