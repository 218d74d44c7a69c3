import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { CLOSED_LOOP_STATUS } from '@/domain/alarm-codes';
import {
  allListQuery,
  closedLoopQuery,
  formatAvgMinutes,
  formatPercent,
  longWaitListQuery,
  longWaitRange,
  orgOf,
  rateTone,
  readYear,
  recentYears,
  seriesRows,
  stageRows,
} from './alarm-stats';

const range = { start: '2026-11-17', end: '2026-11-23' };

describe('queries', () => {
  it('closed loop: organisation of the identity and the period, camelCase', () => {
    expect(orgOf({ org_batch_id: 11 })).toBe(11);
    expect(orgOf({ org_batch_id: 0 })).toBeUndefined();
    expect(closedLoopQuery(11, range)).toEqual({ orgId: 11, startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(closedLoopQuery(undefined, range)).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
  });

  it('all/list: the page period plus the filters, "all" left out', () => {
    expect(allListQuery(1001, range, {}, 1, 10)).toEqual({
      project_id: 1001,
      startDate: '2026-11-17',
      endDate: '2026-11-23',
      pageNum: 1,
      pageSize: 10,
    });
    expect(allListQuery(1001, range, { type: '4', status: '0', area_id: '603', keyword: ' 李伟 ' }, 2, 20)).toEqual({
      project_id: 1001,
      startDate: '2026-11-17',
      endDate: '2026-11-23',
      type: 4,
      status: 0,
      area_id: 603,
      keyword: '李伟',
      pageNum: 2,
      pageSize: 20,
    });
    expect(allListQuery(undefined, range, { type: '0', status: '9' }, 1, 10)).not.toHaveProperty('type');
    expect(allListQuery(undefined, range, { type: '0', status: '9' }, 1, 10)).not.toHaveProperty('status');
  });

  it('long wait: the list filters carry the period that the area collect follows', () => {
    const filters = { startDate: '2026-11-01', endDate: '2026-11-23', status: '3', area_id: '603' };
    expect(longWaitRange(1001, filters)).toEqual({ project_id: 1001, startDate: '2026-11-01', endDate: '2026-11-23' });
    expect(longWaitListQuery(1001, filters, 1, 10)).toEqual({
      project_id: 1001,
      startDate: '2026-11-01',
      endDate: '2026-11-23',
      area_id: 603,
      status: 3,
      pageNum: 1,
      pageSize: 10,
    });
    expect(longWaitRange(undefined, {})).toEqual({});
  });
});

describe('chart rows', () => {
  it('a ChartSeries becomes one row per category with a value per series', () => {
    expect(
      seriesRows({
        categories: ['2026-11-22', '2026-11-23'],
        series: [
          { name: '滞留', data: [2, 0] },
          { name: '脱帽', data: [3] },
        ],
      }),
    ).toEqual([
      { category: '2026-11-22', s0: 2, s1: 3 },
      { category: '2026-11-23', s0: 0, s1: 0 },
    ]);
    expect(seriesRows(undefined)).toEqual([]);
  });

  it('stages come in flow order and keep the server name, falling back to the status table', () => {
    expect(
      stageRows(
        [
          { status: 3, statusName: '已关闭', count: 1127 },
          { status: 0, count: 38 },
        ],
        CLOSED_LOOP_STATUS,
      ),
    ).toEqual([
      { status: 0, name: '待派发', count: 38 },
      { status: 3, name: '已关闭', count: 1127 },
    ]);
  });
});

describe('years, rates and durations', () => {
  const now = dayjs('2026-11-23');
  it('offers this year and the four before', () => expect(recentYears(now)).toEqual([2026, 2025, 2024, 2023, 2022]));
  it.each([
    ['2025', 2025],
    ['2030', 2026],
    ['abc', 2026],
    [null, 2026],
  ] as const)('year %s reads as %d', (v, y) => expect(readYear(v, now)).toBe(y));
  it('rates and their tones', () => {
    expect(formatPercent(92.614)).toBe('92.61%');
    expect(formatPercent(undefined)).toBeUndefined();
    expect(rateTone(92.6)).toBe('success');
    expect(rateTone(76.85)).toBe('warning');
    expect(rateTone(43.53)).toBe('danger');
    expect(rateTone(undefined)).toBe('muted');
  });
  it('average durations', () => {
    expect(formatAvgMinutes(26.44)).toBe('26.4 分钟');
    expect(formatAvgMinutes(90)).toBe('1.5 小时');
    expect(formatAvgMinutes(undefined)).toBeUndefined();
  });
});
