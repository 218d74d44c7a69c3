import { describe, expect, it } from 'vitest';
import { formatMinutes } from '@/domain/duration';
import {
  HAT_ALARM_STATUS,
  HAT_ALARM_TYPES,
  batteryTag,
  formatRate,
  hatAlarmBody,
  hatScope,
  shortLabel,
  statBody,
  statExportQuery,
  statPageBody,
  unwearScope,
  wearTone,
} from './hat-stats-model';

describe('hatScope', () => {
  it.each([
    [{ project_id: 1001, org_batch_id: 11 }, { projectId: 1001 }],
    [{ project_id: 0, org_batch_id: 11 }, { orgId: 11 }],
    [{ project_id: 0, org_batch_id: 0 }, {}],
    [null, {}],
  ])('%j is asked for as %j', (identity, scope) => expect(hatScope(identity)).toEqual(scope));

  it('the /pc/org/hat scope is snake_case, project first', () => {
    expect(unwearScope({ projectId: 1001 })).toEqual({ project_id: 1001 });
    expect(unwearScope({ orgId: 11 })).toEqual({ org_id: 11 });
    expect(unwearScope({})).toEqual({});
  });
});

describe('hatAlarmBody', () => {
  it('sends page/limit and only the filters that are set', () => {
    expect(hatAlarmBody({}, 1001, 2, 20)).toEqual({ page: 2, limit: 20, project_id: 1001 });
  });

  it('maps every filter to its snake_case field as a number where the spec wants one', () => {
    expect(
      hatAlarmBody(
        {
          alarm_type: '6',
          status: '0',
          name: ' 赵磊 ',
          innerid: 'HAT-A0006',
          start_date: '2026-11-01',
          end_date: '2026-11-23',
        },
        1001,
        1,
        10,
      ),
    ).toEqual({
      page: 1,
      limit: 10,
      project_id: 1001,
      alarm_type: 6,
      status: 0,
      name: '赵磊',
      innerid: 'HAT-A0006',
      start_date: '2026-11-01',
      end_date: '2026-11-23',
    });
  });

  it('drops values outside the spec enums instead of sending a request the server refuses', () => {
    expect(hatAlarmBody({ alarm_type: '9', status: '5' }, undefined, 1, 10)).toEqual({ page: 1, limit: 10 });
  });
});

describe('statistics bodies', () => {
  const range = { start: '2026-11-17', end: '2026-11-23' };

  it('overview/useStat/turnover take scope and period', () => {
    expect(statBody({ projectId: 1001 }, range)).toEqual({
      projectId: 1001,
      startDate: '2026-11-17',
      endDate: '2026-11-23',
    });
  });

  it('paged statistics add person type, keyword and pageNum/pageSize', () => {
    expect(statPageBody({ projectId: 1001 }, range, { personType: '2', keyword: ' 张 ' }, 3, 50)).toEqual({
      projectId: 1001,
      startDate: '2026-11-17',
      endDate: '2026-11-23',
      personType: 2,
      keyword: '张',
      pageNum: 3,
      pageSize: 50,
    });
  });

  it('the export carries the list filters without paging; an open period is left out', () => {
    expect(statExportQuery({ orgId: 11 }, {}, { personType: '3' })).toEqual({ orgId: 11 });
  });
});

describe('display rules', () => {
  it('tables name every spec value', () => {
    expect(Object.keys(HAT_ALARM_TYPES)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(HAT_ALARM_TYPES[1]?.label).toBe('SOS 求救');
    expect(HAT_ALARM_STATUS[0]).toEqual({ label: '未处理', tone: 'danger' });
    expect(HAT_ALARM_STATUS[2]?.label).toBe('误报');
  });

  it.each([
    [0, '0% 无电', 'danger'],
    [18, '18%', 'warning'],
    [45, '45%', 'success'],
  ])('battery %d%% shows %s (%s)', (e, label, tone) => expect(batteryTag(e)).toEqual({ label, tone }));

  it('rates keep two decimals at most, a missing one stays missing', () => {
    expect(formatRate(93.084)).toBe('93.08%');
    expect(formatRate(100)).toBe('100%');
    expect(formatRate(undefined)).toBeUndefined();
  });

  it('minutes read as hours and minutes', () => {
    expect(formatMinutes(518)).toBe('8 小时 38 分钟');
    expect(formatMinutes(45)).toBe('45 分钟');
    expect(formatMinutes(120)).toBe('2 小时');
    expect(formatMinutes(undefined)).toBe('—');
  });

  it.each([
    [82.72, 'danger'],
    [93.08, 'warning'],
    [97.09, 'success'],
    [undefined, 'muted'],
  ] as const)('wear rate %s is %s', (rate, tone) => expect(wearTone(rate)).toBe(tone));
});

describe('shortLabel', () => {
  it('drops the beginning every name shares', () => {
    const label = shortLabel(['华建集团第一分公司', '华建集团第二分公司', '华建集团安装分公司']);
    expect(label('华建集团第一分公司')).toBe('第一分公司');
    expect(label('华建集团安装分公司')).toBe('安装分公司');
  });
  it('keeps names whole when there is one, or when nothing is shared', () => {
    expect(shortLabel(['华建集团第一分公司'])('华建集团第一分公司')).toBe('华建集团第一分公司');
    expect(shortLabel(['东区', '西区'])('东区')).toBe('东区');
  });
});
