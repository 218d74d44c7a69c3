import { describe, expect, it } from 'vitest';
import {
  canUploadVoucher,
  monthVoucherFilter,
  outputChartRows,
  sixMonthsTo,
  troubleItemFilter,
  troubleProjectsBody,
  voucherBody,
  voucherPageFilter,
} from './trouble-bodies';

describe('trouble filters', () => {
  it('项目汇总 sends the name and a month range; one month alone means that month', () => {
    expect(troubleProjectsBody({ projectName: ' 滨江 ', startPeriod: '2026-09' })).toEqual({
      projectName: '滨江',
      startPeriod: '2026-09',
      endPeriod: '2026-09',
    });
    expect(troubleProjectsBody({})).toEqual({});
  });
  it('问题工资清单 keeps chosen values and drops unknown statuses', () => {
    expect(troubleItemFilter({ projectId: '1001', period: '2026-10', handleStatus: '0', keyword: '' })).toEqual({
      projectId: 1001,
      period: '2026-10',
      handleStatus: 0,
    });
    expect(troubleItemFilter({ handleStatus: '9' })).toEqual({});
  });
  it('月度凭证 and 支付凭证 filters', () => {
    expect(monthVoucherFilter({ endPeriod: '2026-10', uploadStatus: '1' })).toEqual({
      startPeriod: '2026-10',
      endPeriod: '2026-10',
      uploadStatus: 1,
    });
    expect(voucherPageFilter({ status: '2', keyword: '王强', projectId: 'x' })).toEqual({ status: 2, keyword: '王强' });
  });
});

describe('voucher', () => {
  it('only an untouched or rejected worker gets a new voucher', () => {
    expect(([0, 1, 2, 3] as const).map((handleStatus) => canUploadVoucher({ handleStatus }))).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
  it('builds the save body from the form and the uploaded files', () => {
    const file = { url: 'https://static.example.invalid/a.jpg', name: 'a.jpg', fileId: 'F1', size: 3 };
    expect(
      voucherBody(92001, { payAmount: '10800.5', payDate: '2026-11-21', payWay: '2', remark: ' ' }, [file]),
    ).toEqual({ troubleWorkerId: 92001, payAmount: 10800.5, payDate: '2026-11-21', payWay: 2, files: [file] });
  });
});

describe('output collect', () => {
  it('defaults to the six months ending with a month, across a year', () => {
    expect(sixMonthsTo('2026-10')).toEqual({ start: '2026-05', end: '2026-10' });
    expect(sixMonthsTo('2026-03')).toEqual({ start: '2025-10', end: '2026-03' });
  });
  it('draws amounts in 万元 beside the rate', () => {
    expect(
      outputChartRows([
        { month: '2026-10', output_amount: 8420000, salary_amount: 1535400, salary_rate: 18.24, trouble_amount: 46200 },
      ]),
    ).toEqual([{ month: '2026-10', output: 842, salary: 153.54, trouble: 4.62, rate: 18.24 }]);
  });
});
