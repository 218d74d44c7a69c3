import { describe, expect, it } from 'vitest';
import {
  attendAdjustSchema,
  correctionSchema,
  decisionSchema,
  emergencySchema,
  initEditSchema,
  manualStartSchema,
  rejectReasonSchema,
  removeSchema,
  supplementSchema,
} from './pay-forms';

/** The first message of each failing field. */
function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[String(i.path[0])] ??= i.message;
  return out;
}

describe('修改初始名单', () => {
  const base = {
    contractAmount: '',
    outputAmount: '',
    attendDays: '298',
    payableAmount: '100',
    paidAmount: '100',
    remark: '',
  };
  it('accepts paid equal to payable', () => expect(initEditSchema('worker').safeParse(base).success).toBe(true));
  it('refuses paid above payable', () =>
    expect(errors(initEditSchema('worker').safeParse({ ...base, paidAmount: '100.01' }))).toEqual({
      paidAmount: '已发工资不能大于应发工资',
    }));
  it('refuses a bad amount and missing days for a worker, not for a company', () => {
    expect(
      errors(initEditSchema('worker').safeParse({ ...base, attendDays: '', payableAmount: '1.234' })),
    ).toMatchObject({
      attendDays: '请输入累计出勤工日（最多一位小数）',
      payableAmount: '请输入累计应发工资（最多两位小数）',
    });
    expect(initEditSchema('company').safeParse({ ...base, attendDays: '' }).success).toBe(true);
    expect(errors(initEditSchema('company').safeParse({ ...base, contractAmount: 'abc' }))).toEqual({
      contractAmount: '请输入合同金额（最多两位小数）',
    });
  });
});

describe('attendance', () => {
  it.each([
    ['25.5', true],
    ['31', true],
    ['31.5', false],
    ['25.3', false],
  ])('确认工日 %s valid: %s', (days, ok) =>
    expect(attendAdjustSchema.safeParse({ confirmDays: days, overtimeHours: '', remark: '核实' }).success).toBe(ok),
  );
  it('adjusting needs a reason', () =>
    expect(errors(attendAdjustSchema.safeParse({ confirmDays: '26', overtimeHours: '', remark: ' ' }))).toEqual({
      remark: '请输入调整原因',
    }));
  it('补录 needs a date and a reason', () =>
    expect(errors(supplementSchema.safeParse({ dates: [], daysPerDate: '1', overtimeHours: '', reason: '' }))).toEqual({
      dates: '请至少添加一个补录日期',
      reason: '请输入补录原因',
    }));
});

describe('decisions', () => {
  it('sending back needs an opinion; confirming does not', () => {
    expect(decisionSchema.safeParse({ result: 'pass', opinion: '' }).success).toBe(true);
    expect(errors(decisionSchema.safeParse({ result: 'reject', opinion: ' ' }))).toEqual({
      opinion: '退回时请填写意见',
    });
  });
  it('驳回 needs a reason of at most 500 characters, trimmed', () => {
    expect(errors(rejectReasonSchema.safeParse({ opinion: '  ' }))).toEqual({ opinion: '请填写驳回原因' });
    expect(errors(rejectReasonSchema.safeParse({ opinion: '工'.repeat(501) }))).toEqual({ opinion: '最多500字' });
    expect(rejectReasonSchema.parse({ opinion: ' 钢筋班工日有误 ' })).toEqual({ opinion: '钢筋班工日有误' });
  });
  it('a correction and a removal need a reason', () => {
    expect(errors(correctionSchema.safeParse({ result: 'pass', reason: '' }))).toEqual({ reason: '请填写更正原因' });
    expect(errors(removeSchema.safeParse({ reason: '' }))).toEqual({ reason: '请填写撤销原因' });
  });
});

describe('手动发起', () => {
  const schema = manualStartSchema({ latest: '2026-11', blocked: ['2026-10'] });
  it.each([
    ['2026-09', undefined],
    ['', '请选择工资周期'],
    ['2026-12', '不能发起未来月份的预结算'],
    ['2026-10', '该周期已发起过预结算，不能重复发起'],
  ])('%s → %s', (period, message) => expect(errors(schema.safeParse({ period, remark: '' })).period).toBe(message));
});

describe('应急支付', () => {
  it('needs project, period, company and reason', () =>
    expect(errors(emergencySchema.safeParse({ projectId: '', period: '', companyId: '', reason: '' }))).toEqual({
      projectId: '请选择项目',
      period: '请选择工资周期',
      companyId: '请选择参建单位',
      reason: '请填写申请原因',
    }));
});
