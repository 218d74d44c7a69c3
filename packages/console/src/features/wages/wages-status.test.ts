import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS,
  DEPOSIT_STATUS,
  DEPOSIT_TYPE,
  LOCK_STATUS,
  RECEIVE_TYPES,
  TROUBLE_STATUS,
  TROUBLE_TYPE,
  WORKER_HANDLE_STATUS,
  optionsOf,
} from './wages-status';

describe('status tables follow the spec descriptions', () => {
  it.each([
    [ACCOUNT_STATUS, { 1: '正常', 2: '冻结', 3: '已销户' }],
    [DEPOSIT_TYPE, { 1: '现金存储', 2: '银行保函', 3: '工程担保公司保函', 4: '工资保证金保险' }],
    [DEPOSIT_STATUS, { 1: '已缴存', 2: '部分返还', 3: '已返还', 4: '已动用' }],
    [LOCK_STATUS, { 0: '未锁定', 1: '已锁定' }],
    [TROUBLE_TYPE, { 1: '代发失败', 2: '欠薪投诉', 3: '银行卡异常', 4: '其他' }],
    [TROUBLE_STATUS, { 0: '待处理', 1: '处理中', 2: '已完成', 3: '已驳回' }],
    [WORKER_HANDLE_STATUS, { 0: '未处理', 1: '凭证待确认', 2: '已确认', 3: '已驳回' }],
  ])('%#', (table, labels) => {
    expect(Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v.label]))).toEqual(labels);
  });

  it('problems stand out: frozen accounts, used deposits, failed payments are danger', () => {
    expect(ACCOUNT_STATUS[2]?.tone).toBe('danger');
    expect(DEPOSIT_STATUS[4]?.tone).toBe('danger');
    expect(TROUBLE_STATUS[2]?.tone).toBe('success');
  });
});

describe('optionsOf', () => {
  it('lists the values in order with their labels', () => {
    expect(optionsOf(LOCK_STATUS)).toEqual([
      { value: 0, label: '未锁定' },
      { value: 1, label: '已锁定' },
    ]);
    expect(optionsOf(RECEIVE_TYPES)[4]).toEqual({ value: 5, label: '保证金到期提醒' });
  });
});
