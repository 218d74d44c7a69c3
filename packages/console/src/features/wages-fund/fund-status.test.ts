// The status tables say what the spec's descriptions say; one row, one case.
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TYPE,
  CAPITAL_STATUS,
  COMPANY_CONFIRM_STATUS,
  CUM_STATUS,
  NODE_ACTION,
  PAY_TYPE,
  PUBLIC_STATUS,
  SOURCE_TYPE,
  TASK_STATUS,
  optionsOf,
} from './fund-status';
import { EXP_STATUS } from '@/domain/wage-exp-confirm';

const labels = (t: Readonly<Record<number, { label: string } | string>>) =>
  Object.fromEntries(Object.entries(t).map(([k, v]) => [k, typeof v === 'string' ? v : v.label]));

describe('status tables', () => {
  it.each([
    ['代发任务', CUM_STATUS, { 0: '待发放', 1: '审批中', 2: '发放中', 3: '已发放', 4: '已驳回' }],
    ['代发类型', PAY_TYPE, { 1: '全额代发', 2: '部分代发', 3: '尾款代发' }],
    ['资金来源', CAPITAL_STATUS, { 0: '待填报', 1: '审批中', 2: '已确认', 3: '已驳回' }],
    [
      '来源类型',
      SOURCE_TYPE,
      { 1: '业主拨付工程款', 2: '总包垫付', 3: '分包单位自筹', 4: '动用工资保证金', 9: '其他' },
    ],
    [
      '预结算',
      EXP_STATUS,
      { 0: '待维护', 1: '待确认', 2: '已确认', 3: '资金来源确认中', 4: '代发中', 5: '已完成', 9: '已撤销' },
    ],
    ['单位确认', COMPANY_CONFIRM_STATUS, { 0: '待提交', 1: '待确认', 2: '已确认', 3: '已退回' }],
    ['对公支付', PUBLIC_STATUS, { 0: '待提交', 1: '待确认', 2: '已确认', 3: '已驳回' }],
    ['流程任务', TASK_STATUS, { 0: '待审批', 1: '已通过', 2: '已驳回', 3: '已撤回' }],
    ['办理动作', NODE_ACTION, { 0: '待处理', 1: '提交', 2: '通过', 3: '驳回', 4: '撤回', 5: '转办' }],
  ])('%s', (_name, table, expected) => {
    expect(labels(table)).toEqual(Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, v])));
  });

  it('business types 1–7', () => {
    expect(Object.keys(BUSINESS_TYPE)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('optionsOf gives filter options in key order', () => {
    expect(optionsOf(SOURCE_TYPE).map((o) => o.value)).toEqual(['1', '2', '3', '4', '9']);
    expect(optionsOf(PAY_TYPE)[2]).toEqual({ value: '3', label: '尾款代发' });
  });
});
