import { describe, expect, it } from 'vitest';
import { type CumStartForm, cumStartBody, cumStartSchema, partialAmountsError } from './cum-start';

const WORKERS = [
  { workerId: 30001, unpaidAmount: 6640 },
  { workerId: 30002, unpaidAmount: 8200.5 },
];
const form = (patch: Partial<CumStartForm> = {}): CumStartForm => ({
  expId: '9003',
  payType: '1',
  payDate: '2026-11-25',
  amounts: {},
  ...patch,
});
const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('发起代发', () => {
  it('needs a pre-settlement and a pay date', () => {
    expect(messages(cumStartSchema(WORKERS).safeParse(form({ expId: '', payDate: '' })))).toEqual({
      expId: '请选择预结算',
      payDate: '请选择计划发放日期',
    });
  });
  it('全额 and 尾款 need no worker amounts', () => {
    expect(cumStartSchema(WORKERS).safeParse(form({ payType: '3' })).success).toBe(true);
    expect(cumStartBody(form({ payType: '3', amounts: { 30001: '100' } }), WORKERS)).toEqual({
      expId: 9003,
      payType: 3,
      payDate: '2026-11-25',
    });
  });
  it.each([
    [{}, '部分代发请至少为一名工人填写本次金额'],
    [{ 30001: '0' }, '部分代发请至少为一名工人填写本次金额'],
    [{ 30001: '12.345' }, '本次金额请输入数字（最多两位小数）'],
    [{ 30001: 'abc' }, '本次金额请输入数字（最多两位小数）'],
    [{ 30002: '8200.51' }, '本次金额不能超过该工人的未发工资'],
  ])('部分代发 refuses amounts %o: %s', (amounts, message) => {
    expect(partialAmountsError(amounts, WORKERS)).toBe(message);
    expect(messages(cumStartSchema(WORKERS).safeParse(form({ payType: '2', amounts })))).toEqual({
      amounts: message,
    });
  });
  it('部分代发 sends the workers given an amount, in cents', () => {
    const f = form({ payType: '2', amounts: { 30001: ' 3000 ', 30002: '8200.50' } });
    expect(partialAmountsError(f.amounts, WORKERS)).toBeNull();
    expect(cumStartBody(f, WORKERS)).toEqual({
      expId: 9003,
      payType: 2,
      payDate: '2026-11-25',
      workers: [
        { workerId: 30001, amount: 3000 },
        { workerId: 30002, amount: 8200.5 },
      ],
    });
  });
});
