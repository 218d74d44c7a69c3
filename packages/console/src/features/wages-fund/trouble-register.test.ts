import { describe, expect, it } from 'vitest';
import { appendChoices, canRegisterTrouble, registerTroubleBody } from './trouble-register';

describe('登记问题工资', () => {
  it('only a paying or paid 代发单 with money left unpaid registers', () => {
    expect(canRegisterTrouble({ status: 3, unpaidAmount: 6640 })).toBe(true);
    expect(canRegisterTrouble({ status: 2, unpaidAmount: 1 })).toBe(true);
    expect(canRegisterTrouble({ status: 3, unpaidAmount: 0 })).toBe(false);
    expect(canRegisterTrouble({ status: 1, unpaidAmount: 500 })).toBe(false);
  });
  it('appends only to open records of the same project and month', () => {
    const records = [
      { id: 1, projectId: 1003, period: '2026-10', status: 1 as const },
      { id: 2, projectId: 1003, period: '2026-10', status: 2 as const },
      { id: 3, projectId: 1003, period: '2026-09', status: 0 as const },
      { id: 4, projectId: 1001, period: '2026-10', status: 0 as const },
    ];
    expect(appendChoices(records, 1003, '2026-10').map((r) => r.id)).toEqual([1]);
  });
  it('builds a new record or an append with the chosen workers', () => {
    const cum = { id: 9401, projectId: 1003, period: '2026-10' };
    const w = {
      id: 92001,
      troubleId: 9101,
      workerId: 4001,
      workerName: '张建国',
      payableAmount: 10800,
      paidAmount: 0,
      troubleAmount: 10800,
      failReason: '银行卡已注销',
      handleStatus: 0 as const,
    };
    expect(registerTroubleBody(cum, { troubleId: '', troubleType: '1', reason: ' ' }, [w])).toEqual({
      troubleId: null,
      projectId: 1003,
      period: '2026-10',
      cumId: 9401,
      troubleType: 1,
      workers: [
        { workerId: 4001, payableAmount: 10800, paidAmount: 0, troubleAmount: 10800, failReason: '银行卡已注销' },
      ],
    });
    expect(
      registerTroubleBody(cum, { troubleId: '9104', troubleType: '3', reason: '开户行错误' }, [
        { ...w, failReason: '' },
      ]),
    ).toMatchObject({ troubleId: 9104, troubleType: 3, reason: '开户行错误', workers: [{ workerId: 4001 }] });
  });
});
