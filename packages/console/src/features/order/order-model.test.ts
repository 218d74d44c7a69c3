import { describe, expect, it } from 'vitest';
import {
  MODULES,
  NODE_ACTION,
  PROC_STATUS,
  TASK_STATUS,
  currentNode,
  dateRangeError,
  formatYuan,
  handleUrl,
  moduleName,
  taskQuery,
  taskRefOf,
  viewUrl,
} from './order-model';

describe('status tables carry the spec meanings', () => {
  it.each([
    [0, '待处理'],
    [1, '已通过'],
    [2, '已驳回'],
    [3, '已转办'],
  ])('taskStatus %i is %s', (v, label) => expect(TASK_STATUS[v]?.label).toBe(label));
  it.each([
    [1, '审批中'],
    [2, '已完成'],
    [3, '已驳回'],
    [4, '已撤回'],
  ])('procStatus %i is %s', (v, label) => expect(PROC_STATUS[v]?.label).toBe(label));
  it.each([
    [0, '待处理'],
    [1, '提交'],
    [2, '通过'],
    [3, '驳回'],
    [4, '撤回'],
    [5, '转办'],
  ])('node action %i is %s', (v, label) => expect(NODE_ACTION[v]?.label).toBe(label));
  it('names modules and keeps an unknown code as is', () => {
    expect(moduleName('WAGES_PRESETTLE')).toBe(MODULES.WAGES_PRESETTLE);
    expect(moduleName('NEW_ONE')).toBe('NEW_ONE');
    expect(moduleName(undefined)).toBeUndefined();
  });
});

describe('taskQuery', () => {
  it('sends only paging when no filter is set', () => {
    expect(taskQuery(1, 10, {})).toEqual({ pageNum: 1, pageSize: 10 });
  });
  it('sends every filter with its spec type', () => {
    expect(
      taskQuery(2, 20, {
        title: ' 工资 ',
        moduleCode: 'WAGES_FUND',
        procStatus: '3',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
      }),
    ).toEqual({
      pageNum: 2,
      pageSize: 20,
      title: '工资',
      moduleCode: 'WAGES_FUND',
      procStatus: 3,
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
  });
  it('drops values the schema would refuse', () => {
    expect(taskQuery(1, 10, { procStatus: '9', startDate: '2026/11/01', title: '  ' })).toEqual({
      pageNum: 1,
      pageSize: 10,
    });
  });
});

describe('dateRangeError', () => {
  it('refuses a start after the end', () =>
    expect(dateRangeError({ startDate: '2026-11-30', endDate: '2026-11-01' })).toBe('开始日期不能晚于结束日期'));
  it('accepts an ordered or open range', () => {
    expect(dateRangeError({ startDate: '2026-11-01', endDate: '2026-11-01' })).toBeUndefined();
    expect(dateRangeError({ startDate: '2026-11-01' })).toBeUndefined();
  });
});

describe('handling page links', () => {
  const ref = { taskId: 'T2026112300017', procInstId: 'PI-2026-000123' };
  it('opens /staging and /stagingO with the task and its process', () => {
    expect(handleUrl(ref)).toBe('/staging?taskId=T2026112300017&procInstId=PI-2026-000123');
    expect(viewUrl(ref)).toBe('/stagingO?taskId=T2026112300017&procInstId=PI-2026-000123');
  });
  it('reads the task back from the query, and nothing from an incomplete one', () => {
    expect(taskRefOf(new URLSearchParams(handleUrl(ref).split('?')[1]))).toEqual(ref);
    expect(taskRefOf(new URLSearchParams('taskId=T1'))).toBeUndefined();
  });
});

describe('currentNode and formatYuan', () => {
  it('finds the node in progress', () => {
    expect(
      currentNode([
        { nodeName: '提交', nodeStatus: 2 },
        { nodeName: '项目经理审核', nodeStatus: 1 },
        { nodeName: '分公司审核', nodeStatus: 0 },
      ])?.nodeName,
    ).toBe('项目经理审核');
    expect(currentNode([{ nodeName: '提交', nodeStatus: 2 }])).toBeUndefined();
  });
  it('shows money with 2 decimals and 元', () => {
    expect(formatYuan(468352.5)).toBe('468,352.50 元');
    expect(formatYuan(0)).toBe('0.00 元');
    expect(formatYuan(null)).toBe('—');
  });
});
