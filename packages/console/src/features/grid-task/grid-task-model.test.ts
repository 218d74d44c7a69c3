import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  abnormalQuery,
  analyseBody,
  daysLeft,
  defaultPeriod,
  lastRejection,
  leafGroups,
  orderedPeriod,
  percent,
  pointTaskQuery,
  rectifyParts,
  seriesRows,
  serverDateTime,
  taskActions,
  troubleActions,
  troubleRoute,
  WHOLE,
} from './grid-task-model';

describe('pointTaskQuery', () => {
  it('sends only the filters that carry a value, as numbers where the spec wants numbers', () => {
    expect(pointTaskQuery({ keyword: ' 配电房 ', troubleStatus: '2', troubleLevel: '' }, 2, 20, 1001)).toEqual({
      page: 2,
      limit: 20,
      projectId: 1001,
      keyword: '配电房',
      troubleStatus: 2,
    });
  });
  it('隐患处置 asks only for the tasks where a hazard was found, whatever the filter says', () => {
    expect(pointTaskQuery({ safeStatus: '1' }, 1, 10, undefined, true)).toEqual({ page: 1, limit: 10, safeStatus: 2 });
  });
  it('keeps the plan-date range', () => {
    expect(pointTaskQuery({ startDate: '2026-11-01', endDate: '2026-11-23' }, 1, 10, undefined)).toEqual({
      page: 1,
      limit: 10,
      startDate: '2026-11-01',
      endDate: '2026-11-23',
    });
  });
});

describe('troubleActions (隐患处置 row buttons by state)', () => {
  const row = (troubleStatus: number, troubleLevel: number | null, safeStatus = 2) => ({
    troubleStatus,
    troubleLevel,
    safeStatus,
  });
  it.each([
    ['待整改', row(1, 1), ['handle', 'detail']],
    ['已逾期', row(5, 3), ['handle', 'detail']],
    ['复查退回', row(4, 2), ['handle', 'rejected', 'detail']],
    ['待复查 较大隐患 → 审批', row(2, 2), ['approve', 'detail']],
    ['待复查 重大隐患 → 审批', row(2, 3), ['approve', 'detail']],
    ['待复查 一般隐患 → 复查', row(2, 1), ['review', 'detail']],
    ['复查通过', row(3, 1), ['detail']],
    ['无隐患', row(0, null, 1), ['detail']],
  ] as const)('%s', (_, r, expected) => {
    expect(troubleActions(r, true, true)).toEqual(expected);
  });
  it('without the edit bit only viewing is left (查看驳回 and 详情)', () => {
    expect(troubleActions(row(4, 2), false, true)).toEqual(['rejected', 'detail']);
    expect(troubleActions(row(1, 1), false, true)).toEqual(['detail']);
  });
  it('审批 needs the trouble:audit permission', () => {
    expect(troubleActions(row(2, 2), true, false)).toEqual(['detail']);
  });
});

describe('taskActions (点位任务详情 buttons by state)', () => {
  const t = (safeStatus: number, troubleStatus: number, troubleLevel: number | null, hasTrouble: boolean) => ({
    safeStatus,
    troubleStatus,
    troubleLevel,
    hasTrouble,
  });
  it.each([
    ['未检查 → 提交检查结论', t(0, 0, null, false), ['safeStatus']],
    ['存在隐患但未登记 → 登记隐患', t(2, 0, null, false), ['addTrouble']],
    ['待整改 → 整改反馈', t(2, 1, 1, true), ['feedback']],
    ['复查退回 → 整改反馈', t(2, 4, 1, true), ['feedback']],
    ['待复查 一般隐患 → 复查', t(2, 2, 1, true), ['review']],
    ['待复查 较大隐患 → 处置审批', t(2, 2, 2, true), ['approval']],
    ['安全 → 无操作', t(1, 0, null, false), []],
    ['复查通过 → 无操作', t(2, 3, 1, true), []],
  ] as const)('%s', (_, task, expected) => {
    expect(taskActions(task, true)).toEqual(expected);
  });
  it('without the edit bit nothing can be changed', () => {
    expect(taskActions(t(0, 0, null, false), false)).toEqual([]);
  });
});

it('the fixed routes carry task_id and type', () => {
  expect(troubleRoute(17004, 1)).toBe('/troubleHandle?task_id=17004&type=1');
  expect(troubleRoute(17004, 2)).toBe('/approvalOfHiddenDangers?task_id=17004&type=2');
  expect(troubleRoute(17008, 3)).toBe('/hiddenDangerBh?task_id=17008&type=3');
});

describe('periods', () => {
  const today = dayjs('2026-11-23');
  it('defaults to this month up to today', () => {
    expect(defaultPeriod(today)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-23' });
  });
  it('swaps a reversed range and replaces an empty date with the default', () => {
    expect(orderedPeriod({ startDate: '2026-11-20', endDate: '2026-11-02' }, today)).toEqual({
      startDate: '2026-11-02',
      endDate: '2026-11-20',
    });
    expect(orderedPeriod({ startDate: '', endDate: '2026-11-10' }, today)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-10',
    });
  });
  it('analysis bodies carry the period, the scope and the paging (the whole list when unpaged)', () => {
    const period = { startDate: '2026-11-01', endDate: '2026-11-23' };
    expect(analyseBody(period, { projectId: 1001, orgId: undefined })).toEqual({
      ...WHOLE,
      ...period,
      projectId: 1001,
    });
    expect(analyseBody(period, {}, { page: 3, limit: 20 })).toEqual({ page: 3, limit: 20, ...period });
  });
});

it('abnormalQuery turns the filters into the spec body', () => {
  expect(abnormalQuery({ keyword: '孙', personType: '4', status: '0' }, 1001, { page: 1, limit: 10 })).toEqual({
    page: 1,
    limit: 10,
    projectId: 1001,
    keyword: '孙',
    personType: 4,
    status: 0,
  });
  expect(abnormalQuery({}, undefined)).toEqual(WHOLE);
});

it('lastRejection picks the newest 审批驳回 or 复查退回 record', () => {
  const records = [
    { oper_type: 1, oper_time: '2026-11-19 09:00:00' },
    { oper_type: 7, oper_time: '2026-11-20 10:00:00', content: 'old' },
    { oper_type: 2, oper_time: '2026-11-21 10:00:00' },
    { oper_type: 7, oper_time: '2026-11-22 10:00:00', content: 'new' },
  ];
  expect(lastRejection(records)?.content).toBe('new');
  expect(lastRejection([{ oper_type: 1, oper_time: '2026-11-19 09:00:00' }])).toBeUndefined();
});

it('daysLeft counts whole days to the deadline, negative when overdue', () => {
  const today = dayjs('2026-11-23 15:00');
  expect(daysLeft('2026-11-25', today)).toBe(2);
  expect(daysLeft('2026-11-23', today)).toBe(0);
  expect(daysLeft('2026-11-20', today)).toBe(-3);
  expect(daysLeft(null, today)).toBeUndefined();
});

it('percent shows the server value with %, or — when missing', () => {
  expect(percent(83.333)).toBe('83.33%');
  expect(percent(100)).toBe('100%');
  expect(percent(undefined)).toBe('—');
});

it('seriesRows turns a ChartSeries into one row per category', () => {
  expect(
    seriesRows({
      categories: ['2026-11-17', '2026-11-18'],
      series: [
        { name: '检查任务', data: [24, 23] },
        { name: '发现隐患', data: [0, 1] },
      ],
    }),
  ).toEqual([
    { category: '2026-11-17', 检查任务: 24, 发现隐患: 0 },
    { category: '2026-11-18', 检查任务: 23, 发现隐患: 1 },
  ]);
  expect(seriesRows(undefined)).toEqual([]);
});

it('rectifyParts leaves out empty states', () => {
  const parts = rectifyParts({
    waitRectifyCount: 1,
    waitReviewCount: 0,
    rectifiedCount: 9,
    backCount: 1,
    overdueCount: 1,
  });
  expect(parts.map((p) => [p.name, p.value])).toEqual([
    ['待整改', 1],
    ['复查退回', 1],
    ['已逾期', 1],
    ['已闭环', 9],
  ]);
});

it('leafGroups offers only controllable categories, grouped under their top category', () => {
  const groups = leafGroups([
    { id: 1, label: '高处作业', uncontrol: true, children: [{ id: 11, label: '临边防护', uncontrol: false }] },
    {
      id: 6,
      label: '加工棚与机具',
      uncontrol: true,
      children: [
        { id: 61, label: '钢筋加工机械', uncontrol: false },
        { id: 62, label: '木工机械', uncontrol: true },
      ],
    },
    { id: 9, label: '停用大类', uncontrol: true, children: [{ id: 91, label: '停用', uncontrol: true }] },
  ]);
  expect(groups).toEqual([
    { label: '高处作业', options: [{ value: '11', label: '临边防护' }] },
    { label: '加工棚与机具', options: [{ value: '61', label: '钢筋加工机械' }] },
  ]);
});

it('serverDateTime formats a datetime-local value as the server expects', () => {
  expect(serverDateTime('2026-11-23T11:30')).toBe('2026-11-23 11:30:00');
  expect(serverDateTime('')).toBeUndefined();
});
