import { describe, expect, it } from 'vitest';
import {
  EXPORT_PAGE,
  areaLeafOptions,
  baseConfigAddBody,
  baseConfigEditBody,
  baseConfigFilter,
  baseConfigFormOf,
  capitalEditBody,
  capitalFormOf,
  capitalTotals,
  expConfirmBody,
  fileInputsOf,
  flowTaskFilter,
  publicConfirmBody,
  publicPaymentFilter,
  publicSaveBody,
  salaryFilter,
} from './fund-bodies';

describe('list filters', () => {
  it('salaryFilter keeps known values only', () => {
    expect(salaryFilter({ projectName: ' 滨江 ', period: '2026-10', status: '1', type: '3' }, [0, 1, 2])).toEqual({
      projectName: '滨江',
      period: '2026-10',
      status: 1,
      type: 3,
    });
    expect(salaryFilter({ period: '2026-1', status: '7', projectName: '  ' }, [0, 1, 2])).toEqual({});
  });
  it('exports send page 1 of the whole filter', () => {
    expect(EXPORT_PAGE).toEqual({ pageNum: 1, pageSize: 10000 });
  });
  it('publicPaymentFilter', () => {
    expect(
      publicPaymentFilter({ projectId: '1001', status: '1', startDate: '2026-10-01', endDate: 'x', period: '2026-10' }),
    ).toEqual({ projectId: 1001, status: 1, startDate: '2026-10-01', period: '2026-10' });
    expect(publicPaymentFilter({ status: '4' })).toEqual({});
  });
  it('flowTaskFilter and baseConfigFilter', () => {
    expect(flowTaskFilter({ businessType: '4', status: '0', projectId: '1001' })).toEqual({
      businessType: 4,
      status: 0,
      projectId: 1001,
    });
    expect(flowTaskFilter({ businessType: '8' })).toEqual({});
    expect(baseConfigFilter({ configLevel: '2', projectName: '地铁' })).toEqual({
      configLevel: 2,
      projectName: '地铁',
    });
    expect(baseConfigFilter({ configLevel: '3' })).toEqual({});
  });
});

describe('资金来源', () => {
  const items = [
    { sourceType: '1', amount: '1800000', payer: '杭州市地铁集团有限公司', arriveDate: '2026-11-12', remark: '' },
    { sourceType: '2', amount: '641200.10', payer: '', arriveDate: '', remark: '分公司垫付' },
  ];
  it('totals and gap, in cents', () => {
    expect(capitalTotals(2441200, items)).toEqual({ total: 2441200.1, gap: -0.1 });
    expect(capitalTotals(100, [{ amount: '0.1' }, { amount: '0.2' }, { amount: '' }])).toEqual({
      total: 0.3,
      gap: 99.7,
    });
  });
  it('edit body replaces the items, leaving out what was not typed', () => {
    expect(capitalEditBody(9501, { items, remark: '  ' }, true)).toEqual({
      id: 9501,
      submit: true,
      items: [
        { sourceType: 1, amount: 1800000, payer: '杭州市地铁集团有限公司', arriveDate: '2026-11-12' },
        { sourceType: 2, amount: 641200.1, remark: '分公司垫付' },
      ],
    });
    expect(capitalEditBody(9501, { items: [], remark: '缺口由分公司垫付' }, false)).toEqual({
      id: 9501,
      submit: false,
      remark: '缺口由分公司垫付',
      items: [],
    });
  });
  it('the form of a saved record', () => {
    expect(
      capitalFormOf({
        remark: null as unknown as undefined,
        items: [{ id: 1, sourceType: 3, amount: 5, payer: undefined, arriveDate: '2026-11-19', remark: undefined }],
      }),
    ).toEqual({
      remark: '',
      items: [{ sourceType: '3', amount: '5', payer: '', arriveDate: '2026-11-19', remark: '' }],
    });
  });
  it('uploaded files become attachments of the given type', () => {
    expect(
      fileInputsOf(
        [{ url: 'https://x.invalid/a/hd.pdf', name: '回单.pdf', size: 12 }, { url: 'https://x.invalid/b.jpg' }],
        5,
      ),
    ).toEqual([
      { fileType: 5, fileName: '回单.pdf', fileUrl: 'https://x.invalid/a/hd.pdf', fileSize: 12 },
      { fileType: 5, fileName: 'b.jpg', fileUrl: 'https://x.invalid/b.jpg' },
    ]);
  });
});

describe('对公支付', () => {
  const form = {
    troubleCompanyId: '94002',
    amount: '17700',
    payDate: '2026-11-22',
    payerAccountName: ' 江苏顺安建筑劳务有限公司 ',
    payerBankName: '',
    payerAccountNo: '3205 0161 8700 0938 1526',
    payeeAccountId: '98001',
    remark: '',
  };
  const file = { url: 'https://static.example.invalid/wages/public/95001-1.pdf', name: '回单.pdf' };
  it('save body (new: no id)', () => {
    expect(publicSaveBody(form, [file], null)).toEqual({
      troubleCompanyId: 94002,
      amount: 17700,
      payDate: '2026-11-22',
      payerAccountName: '江苏顺安建筑劳务有限公司',
      payerAccountNo: '32050161870009381526',
      payeeAccountId: 98001,
      files: [file],
    });
    expect(publicSaveBody({ ...form, payeeAccountId: '' }, [file], 95001)).toMatchObject({ id: 95001 });
    expect(publicSaveBody({ ...form, payeeAccountId: '' }, [file], 95001)).not.toHaveProperty('payeeAccountId');
  });
  it('confirm sends the verified amount; a rejection sends the reason only', () => {
    const p = { id: 95001, proInstId: 'PI-2026-000131' };
    expect(publicConfirmBody(p, { result: '1', confirmAmount: '17700.00', opinion: '已到账' })).toEqual({
      id: 95001,
      proInstId: 'PI-2026-000131',
      result: 1,
      confirmAmount: 17700,
      opinion: '已到账',
    });
    expect(publicConfirmBody(p, { result: '2', confirmAmount: '17700', opinion: '户名不符' })).toEqual({
      id: 95001,
      proInstId: 'PI-2026-000131',
      result: 2,
      opinion: '户名不符',
    });
  });
});

describe('工资支出确认', () => {
  const company = { id: 9102, proInstId: 'PI-2026-000123' };
  it('confirm carries no reason; a correction does', () => {
    expect(expConfirmBody(company, { confirmStatus: '2', opinion: '同意', reason: '不该发' }, false)).toEqual({
      id: 9102,
      proInstId: 'PI-2026-000123',
      confirmStatus: 2,
      opinion: '同意',
    });
    expect(expConfirmBody(company, { confirmStatus: '3', opinion: '退回重报', reason: '考勤不符' }, true)).toEqual({
      id: 9102,
      proInstId: 'PI-2026-000123',
      confirmStatus: 3,
      opinion: '退回重报',
      reason: '考勤不符',
    });
  });
});

describe('基础配置', () => {
  const row = {
    id: 99011,
    configLevel: 2 as const,
    orgId: 11,
    projectId: 1001,
    payDay: 15,
    attendConfirmDay: 5,
    payMode: 1 as const,
    wageAccountId: 98001,
    smsRemind: true,
    remindDaysBefore: 3,
    troubleAutoCreate: true,
    landAreaCode: '330108',
  };
  it('round-trips the row through the form', () => {
    expect(baseConfigEditBody(row, baseConfigFormOf(row))).toEqual(row);
  });
  it('no reminder sends 0 days; an empty account and area send null', () => {
    const form = { ...baseConfigFormOf(row), smsRemind: false, wageAccountId: '', landAreaCode: '' };
    expect(baseConfigEditBody(row, form)).toMatchObject({
      smsRemind: false,
      remindDaysBefore: 0,
      wageAccountId: null,
      landAreaCode: null,
    });
  });
  it('baseConfigAddBody: a project config takes the org of its project; an org default has no project or account', () => {
    const form = {
      payDay: '25',
      attendConfirmDay: '10',
      payMode: '1',
      wageAccountId: '98004',
      smsRemind: true,
      remindDaysBefore: '3',
      troubleAutoCreate: true,
      landAreaCode: '330110',
    };
    const org = (id: number) => (id === 1004 ? 12 : undefined);
    expect(baseConfigAddBody({ configLevel: '2', orgId: '', projectId: '1004' }, form, org)).toEqual({
      configLevel: 2,
      orgId: 12,
      projectId: 1004,
      payDay: 25,
      attendConfirmDay: 10,
      payMode: 1,
      wageAccountId: 98004,
      smsRemind: true,
      remindDaysBefore: 3,
      troubleAutoCreate: true,
      landAreaCode: '330110',
    });
    expect(
      baseConfigAddBody({ configLevel: '1', orgId: '11', projectId: '1004' }, { ...form, smsRemind: false }, org),
    ).toMatchObject({ configLevel: 1, orgId: 11, projectId: null, wageAccountId: null, remindDaysBefore: 0 });
    expect(baseConfigAddBody({ configLevel: '2', orgId: '', projectId: '' }, form, org)).toBeNull();
    expect(baseConfigAddBody({ configLevel: '1', orgId: '', projectId: '' }, form, org)).toBeNull();
  });
  it('land-area leaves with their path; stopped areas left out', () => {
    expect(
      areaLeafOptions([
        {
          id: 330000,
          label: '浙江省',
          children: [
            {
              id: 330100,
              label: '杭州市',
              children: [
                { id: 330108, label: '滨江区' },
                { id: 330109, label: '萧山区', uncontrol: true },
              ],
            },
          ],
        },
      ]),
    ).toEqual([{ value: '330108', label: '浙江省 / 杭州市 / 滨江区' }]);
  });
});
