import { describe, expect, it } from 'vitest';
import {
  HINT_TYPE,
  SITE_TASK_STATUS,
  SITE_TASK_TYPE,
  completeTone,
  formatRate,
  overdueTone,
  readHintType,
  readId,
  readOrgId,
  siteTaskDetailPath,
  statQuery,
  typeChartRows,
} from './stats-model';

describe('任务卡提示 types', () => {
  it.each([
    [1, '今日到期', 'warning'],
    [2, '即将到期', 'primary'],
    [3, '已逾期', 'danger'],
    [4, '新任务', 'success'],
  ] as const)('%s → %s', (value, label, tone) => expect(HINT_TYPE[value]).toEqual({ label, tone }));
  it.each([
    ['3', 3],
    ['4', 4],
    ['5', undefined],
    [undefined, undefined],
  ] as const)('filter %s → %s', (v, t) => expect(readHintType(v)).toBe(t));
});

describe('rates', () => {
  it('2 decimals or —', () => {
    expect(formatRate(85.854)).toBe('85.85%');
    expect(formatRate(undefined)).toBe('—');
  });
  it.each([
    [92, 'success'],
    [85.85, 'warning'],
    [79, 'danger'],
    [undefined, 'muted'],
  ] as const)('completion %s → %s', (r, t) => expect(completeTone(r)).toBe(t));
  it.each([
    [2.65, 'success'],
    [4.74, 'warning'],
    [7.84, 'danger'],
  ] as const)('overdue %s → %s', (r, t) => expect(overdueTone(r)).toBe(t));
});

describe('query of every statistic call', () => {
  it('carries the period and the organisation when chosen', () => {
    expect(statQuery(11, { start: '2026-11-01', end: '2026-11-22' })).toEqual({
      orgId: 11,
      startDate: '2026-11-01',
      endDate: '2026-11-22',
    });
    expect(statQuery(undefined, { start: '2026-11-01', end: '2026-11-22' }).orgId).toBeUndefined();
  });
  it.each([
    ['11', 11],
    ['0', undefined],
    ['x', undefined],
    [null, undefined],
  ] as const)('orgId %s → %s', (v, id) => expect(readOrgId(v)).toBe(id));
});

describe('人员任务', () => {
  it('names the task types and states of the spec', () => {
    expect(Object.values(SITE_TASK_TYPE).map((t) => t.label)).toEqual([
      '日常巡查',
      '安全检查',
      '班前教育',
      '旁站监督',
      '隐患复查',
      '其他',
    ]);
    expect(Object.values(SITE_TASK_STATUS).map((t) => t.label)).toEqual([
      '待执行',
      '执行中',
      '已完成',
      '已逾期',
      '已作废',
    ]);
  });

  it('reads only positive whole ids', () => {
    expect(readId('5002')).toBe(5002);
    expect([readId('0'), readId('-1'), readId('1.5'), readId(''), readId(null), readId(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('turns the type summary into ring slices and bar rows, computing a missing rate', () => {
    const { rows, ring } = typeChartRows([
      { task_type: 1, task_type_name: '日常巡查', task_total: 96, finish_total: 90, finish_rate: 93.75 },
      { task_type: 6, task_type_name: '其他', task_total: 3, finish_total: 1 },
      { task_type: 5, task_type_name: '隐患复查', task_total: 0 },
    ]);
    expect(ring).toEqual([
      { name: '日常巡查', value: 96 },
      { name: '其他', value: 3 },
      { name: '隐患复查', value: 0 },
    ]);
    expect(rows).toEqual([
      { name: '日常巡查', total: 96, finish: 90, rate: 93.75 },
      { name: '其他', total: 3, finish: 1, rate: 33.33 },
      { name: '隐患复查', total: 0, finish: 0, rate: 0 },
    ]);
    expect(typeChartRows(undefined)).toEqual({ rows: [], ring: [] });
  });

  it('opens a task in the flow screen that reads /pc/trouble/detail', () => {
    expect(siteTaskDetailPath(150002)).toBe('/troubleHandle?task_id=150002&type=1');
  });
});
