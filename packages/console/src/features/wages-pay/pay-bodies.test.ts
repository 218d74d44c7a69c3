import { describe, expect, it } from 'vitest';
import {
  attendTaskFilter,
  emergencyAmountError,
  emergencyWorkers,
  initAmountEditBody,
  initCompanyEditBody,
  initFilter,
  levelFilter,
  salaryFilter,
  supplementDates,
} from './pay-bodies';

describe('filters → request bodies (empty values left out)', () => {
  it('initial lists', () => {
    expect(initFilter({})).toEqual({});
    expect(initFilter({ projectId: '1001', keyword: ' 张 ' })).toEqual({ projectId: 1001, keyword: '张' });
  });
  it('attendance tasks keep only known statuses and real months', () => {
    expect(attendTaskFilter({ projectId: '1001', period: '2026-10', status: '2' })).toEqual({
      projectId: 1001,
      period: '2026-10',
      status: 2,
    });
    expect(attendTaskFilter({ status: '7', period: '2026-1' })).toEqual({});
  });
  it('salary page query', () =>
    expect(salaryFilter({ projectName: '滨江', period: '2026-10', status: '0', type: '3' })).toEqual({
      projectName: '滨江',
      period: '2026-10',
      status: 0,
      type: 3,
    }));
  it('level summaries send onlyUnpaid only when chosen', () => {
    expect(levelFilter({ onlyUnpaid: '1', keyword: '木工' })).toEqual({ onlyUnpaid: true, keyword: '木工' });
    expect(levelFilter({ onlyUnpaid: '' })).toEqual({});
  });
});

describe('form bodies', () => {
  const form = {
    contractAmount: '',
    outputAmount: '5120000',
    attendDays: '298.5',
    payableAmount: '100',
    paidAmount: '80.5',
    remark: ' 核对 ',
  };
  /** What both edits send of the form: the amounts as numbers and the trimmed remark. */
  const amounts = { payableAmount: 100, paidAmount: 80.5, remark: '核对' };
  it('company edit sends numbers and skips empty amounts', () =>
    expect(initCompanyEditBody(97001, form)).toEqual({ id: 97001, outputAmount: 5120000, ...amounts }));
  it('team/worker edit sends the days', () =>
    expect(initAmountEditBody(97201, form)).toEqual({ id: 97201, attendDays: 298.5, ...amounts }));
  it('supplement dates are unique, valid and sorted', () =>
    expect(supplementDates(['2026-10-12', 'x', '2026-10-03', '2026-10-12'])).toEqual(['2026-10-03', '2026-10-12']));
});

describe('应急支付 workers', () => {
  const rows = [
    { workerId: 4001, inProgress: false },
    { workerId: 4003, inProgress: true },
    { workerId: 4005, inProgress: false },
  ];
  it('keeps picked workers not in another flow with an amount above 0', () =>
    expect(emergencyWorkers({ 4001: '8620', 4003: '100', 4005: '0' }, rows)).toEqual([
      { workerId: 4001, amount: 8620 },
    ]));
  it.each([
    ['8620', undefined],
    ['8620.01', '不能超过未发工资 8620.00 元'],
    ['0', '金额须大于 0'],
    ['1.234', '请输入金额（最多两位小数）'],
    ['', '请输入金额（最多两位小数）'],
  ])('amount %s → %s', (amount, error) => expect(emergencyAmountError(amount, 8620)).toBe(error));
});
