import { describe, expect, it } from 'vitest';
import { enumOf, intOf } from '@/domain/filter-body';
import {
  accountFilter,
  childPlace,
  coreDataFilter,
  depositFilter,
  landAreaBody,
  landAreaForm,
  lockBody,
  smsReceiverBody,
  troubleFilter,
  troubleTotals,
  troubleCompanyBody,
  troubleWorkerBody,
  workerCompanies,
  type LandAreaForm,
} from './wages-bodies';

describe('filter values', () => {
  it.each([
    ['1001', 1001],
    [' 7 ', 7],
    ['', undefined],
    [undefined, undefined],
    ['1.5', undefined],
    ['abc', undefined],
  ])('intOf(%j) = %j', (value, n) => expect(intOf(value)).toBe(n));

  it('enumOf keeps only allowed values', () => {
    expect(enumOf('2', [1, 2, 3] as const)).toBe(2);
    expect(enumOf('9', [1, 2, 3] as const)).toBeUndefined();
    expect(enumOf('0', [0, 1] as const)).toBe(0);
  });
});

describe('list filters leave out what was not chosen', () => {
  it('工资专户台账', () => {
    expect(accountFilter({})).toEqual({});
    expect(accountFilter({ projectId: '1001', bankName: ' 工商 ', status: '2' })).toEqual({
      projectId: 1001,
      bankName: '工商',
      status: 2,
    });
    expect(accountFilter({ status: '7' })).toEqual({});
  });

  it('保证金台账', () => {
    expect(depositFilter({ depositType: '4', status: '1', expireBefore: '2027-06-30' })).toEqual({
      depositType: 4,
      status: 1,
      expireBefore: '2027-06-30',
    });
  });

  it('核心数据: one month alone is that month; the lock status 0 is kept', () => {
    expect(coreDataFilter({ startPeriod: '2026-10' })).toEqual({ startPeriod: '2026-10', endPeriod: '2026-10' });
    expect(coreDataFilter({ endPeriod: '2026-09' })).toEqual({ startPeriod: '2026-09', endPeriod: '2026-09' });
    expect(coreDataFilter({ startPeriod: '2026-01', endPeriod: '2026-10', lockStatus: '0' })).toEqual({
      startPeriod: '2026-01',
      endPeriod: '2026-10',
      lockStatus: 0,
    });
  });

  it('问题工资: status 0 (待处理) is a real choice', () => {
    expect(troubleFilter({ status: '0', period: '2026-10', keyword: ' 张 ' })).toEqual({
      status: 0,
      period: '2026-10',
      keyword: '张',
    });
    expect(troubleFilter({})).toEqual({});
  });
});

describe('lockBody', () => {
  it('locks the chosen projects of the month', () => {
    expect(lockBody('2026-10', [1001])).toEqual({ period: '2026-10', projectIds: [1001] });
  });
  it('locks all projects when none are chosen', () => {
    expect(lockBody('2026-10')).toEqual({ period: '2026-10' });
    expect(lockBody('2026-10', [])).toEqual({ period: '2026-10' });
  });
});

describe('smsReceiverBody', () => {
  it('turns the form into the spec types, sorting the reminders', () => {
    expect(
      smsReceiverBody({
        projectId: '1001',
        receiverName: ' 冯卫东 ',
        mobile: '13706810043',
        position: '',
        receiverType: '2',
        receiveTypes: ['3', '2'],
        enabled: false,
      }),
    ).toEqual({
      projectId: 1001,
      receiverName: '冯卫东',
      mobile: '13706810043',
      receiverType: 2,
      receiveTypes: [2, 3],
      status: 0,
    });
  });
});

describe('land areas', () => {
  const form: LandAreaForm = {
    id: '330109',
    areaName: ' 萧山区 ',
    supervisorDept: '杭州市萧山区人力资源和社会保障局',
    contactName: '',
    contactPhone: '0571-82896789',
    sort: '6',
    enabled: true,
  };

  it.each([
    [null, { parentId: null, level: 1 }],
    [
      { id: 330000, level: 1 },
      { parentId: 330000, level: 2 },
    ],
    [
      { id: 330100, level: 2 },
      { parentId: 330100, level: 3 },
    ],
    [
      { id: 330108, level: 3 },
      { parentId: 330108, level: 3 },
    ],
  ])('a child of %j sits at %j', (parent, place) => expect(childPlace(parent)).toEqual(place));

  it('builds the add body with the code as id', () => {
    expect(landAreaBody(form, { parentId: 330100, level: 3 })).toEqual({
      id: 330109,
      areaName: '萧山区',
      parentId: 330100,
      level: 3,
      supervisorDept: '杭州市萧山区人力资源和社会保障局',
      contactPhone: '0571-82896789',
      sort: 6,
      status: 1,
    });
  });

  it('a province has a null parent', () => {
    expect(landAreaBody({ ...form, enabled: false }, { parentId: null, level: 1 })).toMatchObject({
      parentId: null,
      level: 1,
      status: 0,
    });
  });
});

describe('trouble workers', () => {
  it('sends the amount rounded to cents and leaves out the blank card', () => {
    expect(
      troubleWorkerBody(92001, {
        troubleAmount: '10800.005',
        bankName: '',
        bankCardNo: '  ',
        failReason: '银行卡已注销',
        remark: '',
      }),
    ).toEqual({ id: 92001, troubleAmount: 10800.01, failReason: '银行卡已注销' });
  });

  it('sends a new card without spaces', () => {
    expect(
      troubleWorkerBody(92001, {
        troubleAmount: '9600',
        bankName: '中国农业银行杭州滨江支行',
        bankCardNo: '6228 4803 1827 3645 917',
        failReason: '',
        remark: '工人本人提供新卡复印件',
      }),
    ).toEqual({
      id: 92001,
      troubleAmount: 9600,
      bankName: '中国农业银行杭州滨江支行',
      bankCardNo: '6228480318273645917',
      remark: '工人本人提供新卡复印件',
    });
  });

  it('totals the workers in cents, so 0.1 + 0.2 stays 0.30', () => {
    expect(
      troubleTotals([
        { troubleAmount: 0.1, handledAmount: 0.1, handleStatus: 2 },
        { troubleAmount: 0.2, handleStatus: 0 },
        { troubleAmount: 10800, handledAmount: 0, handleStatus: 1 },
      ]),
    ).toEqual({ count: 3, trouble: 10800.3, handled: 0.1, unhandled: 10800.2, done: 1 });
    expect(troubleTotals([])).toEqual({ count: 0, trouble: 0, handled: 0, unhandled: 0, done: 0 });
  });
});

describe('landAreaForm', () => {
  it('round-trips an area through the form, so a rename keeps everything else', () => {
    const area = {
      id: 330108,
      areaName: '滨江区',
      parentId: 330100,
      level: 3 as const,
      supervisorDept: '杭州市滨江区人力资源和社会保障局',
      contactName: '朱琳',
      contactPhone: '0571-87704567',
      sort: 4,
      status: 1 as const,
    };
    const body = landAreaBody({ ...landAreaForm(area), areaName: '滨江新区' }, { parentId: 330100, level: 3 });
    expect(body).toEqual({ ...area, areaName: '滨江新区' });
  });

  it('a disabled area stays disabled', () => {
    expect(landAreaForm({ id: 330105, areaName: '拱墅区', level: 3, status: 0 }).enabled).toBe(false);
  });
});

describe('责任单位', () => {
  it('workerCompanies: each company of the workers once, in order', () => {
    expect(
      workerCompanies([
        { companyId: 2001, companyName: '浙江宏达劳务' },
        { companyId: 2002, companyName: '江苏顺安建设' },
        { companyId: 2001, companyName: '浙江宏达劳务' },
        { companyId: null, companyName: '无' },
      ]),
    ).toEqual([
      { value: '2001', label: '浙江宏达劳务' },
      { value: '2002', label: '江苏顺安建设' },
    ]);
  });
  it('troubleCompanyBody: numbers, amount to the cent, empty texts left out', () => {
    expect(
      troubleCompanyBody(9101, {
        companyId: '2002',
        troubleAmount: '17700.004',
        contactName: ' 蒋立新 ',
        contactPhone: '',
        remark: '  ',
      }),
    ).toEqual({ troubleId: 9101, companyId: 2002, troubleAmount: 17700, contactName: '蒋立新' });
  });
});
