import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  WORKER_LABELS,
  average,
  defaultMonths,
  formatMoney,
  formatRate,
  formatStay,
  idOf,
  monthRangeError,
  peakOf,
  pivot,
  rateTone,
  readMonths,
  readSalaryParams,
  salaryParamQuery,
  salaryQuery,
  seriesRows,
  seriesTotals,
  situationTotals,
  withYuan,
} from './workforce-model';

const TODAY = dayjs('2026-11-23');

describe('number formats', () => {
  it.each([
    [10610223.8, '10,610,223.80'],
    [0, '0.00'],
    [377.635, '377.64'],
  ])('money %s shows as %s with two decimals', (n, text) => expect(formatMoney(n)).toBe(text));
  it('money with its unit, and a dash when missing', () => {
    expect(withYuan(12600)).toBe('12,600.00 元');
    expect(withYuan(undefined)).toBe('—');
  });
  it('rates keep one decimal; stays show hours and minutes', () => {
    expect(formatRate(84.8)).toBe('84.8%');
    expect(formatRate(100)).toBe('100.0%');
    expect(formatRate(null)).toBe('—');
    expect(formatStay(207)).toBe('3小时27分');
    expect(formatStay(49)).toBe('49分');
  });
  it.each([
    [95.5, 'success'],
    [84.8, 'primary'],
    [74, 'warning'],
    [67.4, 'danger'],
    [undefined, 'muted'],
  ] as const)('rate %s has tone %s', (rate, tone) => expect(rateTone(rate)).toBe(tone));
});

describe('worker labels (spec: 1 高效, 2 正常, 3 低效, 4 出勤不足)', () => {
  it.each([
    [1, '高效', 'success'],
    [2, '正常', 'primary'],
    [3, '低效', 'warning'],
    [4, '出勤不足', 'danger'],
  ] as const)('label %i is %s', (value, label, tone) => expect(WORKER_LABELS[value]).toEqual({ label, tone }));
});

describe('chart rows', () => {
  const s = {
    categories: ['11:00', '12:00'],
    series: [
      { name: '浙江宏达', data: [66, 26] },
      { name: '江苏顺安', data: [54, 21] },
    ],
  };
  it('a ChartSeries becomes one row per category with a key per series', () => {
    expect(seriesRows(s)).toEqual({
      rows: [
        { category: '11:00', s0: 66, s1: 54 },
        { category: '12:00', s0: 26, s1: 21 },
      ],
      keys: [
        { key: 's0', name: '浙江宏达' },
        { key: 's1', name: '江苏顺安' },
      ],
    });
    expect(seriesRows(undefined)).toEqual({ rows: [], keys: [] });
    expect(seriesTotals(s)).toEqual([120, 47]);
  });
  it('company × work type rows pivot into stacked bars, keeping the first-seen order', () => {
    const rows = [
      { c: 'A', w: '木工', n: 60 },
      { c: 'A', w: '普工', n: 8 },
      { c: 'B', w: '普工', n: 8 },
      { c: 'B', w: '架子工', n: 57 },
    ];
    expect(
      pivot(
        rows,
        (r) => r.c,
        (r) => r.w,
        (r) => r.n,
      ),
    ).toEqual({
      rows: [
        { name: 'A', 木工: 60, 普工: 8 },
        { name: 'B', 普工: 8, 架子工: 57 },
      ],
      stacks: ['木工', '普工', '架子工'],
    });
  });
  it('totals of the subcontractors give the day rate from the counts', () => {
    expect(
      situationTotals([
        { registeredCount: 132, attendCount: 112, presentCount: 102 },
        { registeredCount: 118, attendCount: 97, presentCount: 84 },
      ]),
    ).toEqual({ registered: 250, attend: 209, present: 186, rate: 83.6 });
    expect(situationTotals([]).rate).toBeNull();
  });
  it('peak and average', () => {
    expect(peakOf([{ n: 3 }, { n: 9 }, { n: 9 }, { n: 1 }], (r) => r.n)).toEqual({ n: 9 });
    expect(average([85.7, 87.4, 83.1])).toBe(85.4);
    expect(average([])).toBeNull();
  });
  it('only positive integer ids are sent', () => {
    expect(idOf('601')).toBe(601);
    expect(idOf('')).toBeUndefined();
    expect(idOf('0')).toBeUndefined();
    expect(idOf('abc')).toBeUndefined();
    expect(idOf(null)).toBeUndefined();
  });
});

describe('工资分析 months and query', () => {
  it('defaults to the six wage months ending last month', () => {
    expect(defaultMonths(TODAY)).toEqual({ start: '2026-05', end: '2026-10' });
  });
  it.each([
    [{ start: '', end: '2026-10' }, '请选择开始月份'],
    [{ start: '2026-05', end: '' }, '请选择结束月份'],
    [{ start: '2026-13', end: '2026-10' }, '请输入正确的月份'],
    [{ start: '2026-11', end: '2026-10' }, '开始月份不能晚于结束月份'],
    [{ start: '2024-01', end: '2026-01' }, '统计区间不能超过24个月'],
    [{ start: '2026-10', end: '2026-10' }, null],
  ])('%j → %s', (range, error) => expect(monthRangeError(range)).toBe(error));
  it('reads the months of a link, or the default for a bad one', () => {
    expect(readMonths(new URLSearchParams('start_month=2026-01&end_month=2026-03'), TODAY)).toEqual({
      start: '2026-01',
      end: '2026-03',
    });
    expect(readMonths(new URLSearchParams('start_month=2026-09&end_month=2026-03'), TODAY)).toEqual({
      start: '2026-05',
      end: '2026-10',
    });
  });
  it('sends only what was chosen, in the snake_case names of /pc/bda/salary', () => {
    const months = { start: '2026-05', end: '2026-10' };
    expect(salaryQuery({ months })).toEqual({ start_month: '2026-05', end_month: '2026-10' });
    expect(salaryQuery({ months, workTypeId: 1, areaCode: '330100' })).toEqual({
      start_month: '2026-05',
      end_month: '2026-10',
      work_type_id: 1,
      area_code: '330100',
    });
  });
  it('adds the chosen 工资分析 parameters with the types the salary reads take', () => {
    const months = { start: '2026-05', end: '2026-10' };
    const params = { period_type: '2', salary_range: '8000-10000', worker_category: '3', pay_mode: '1' };
    expect(salaryQuery({ months, params })).toEqual({
      start_month: '2026-05',
      end_month: '2026-10',
      period_type: 2,
      salary_range: '8000-10000',
      worker_category: 3,
      pay_mode: 1,
    });
    expect(salaryParamQuery({ salary_range: '12000-' })).toEqual({ salary_range: '12000-' });
  });
  it.each([
    [{ period_type: '4' }],
    [{ period_type: 'x' }],
    [{ worker_category: '0' }],
    [{ pay_mode: '1.5' }],
    [{ salary_range: 'abc' }],
    [{ salary_range: '' }],
  ])('leaves out a parameter of the wrong shape: %o', (p) => expect(salaryParamQuery(p)).toEqual({}));
  it('reads the known parameters from the address, ignoring others and empty ones', () => {
    const search = new URLSearchParams('period_type=3&salary_range=&pay_mode=2&foo=1');
    expect(readSalaryParams(search)).toEqual({ period_type: '3', pay_mode: '2' });
  });
});
