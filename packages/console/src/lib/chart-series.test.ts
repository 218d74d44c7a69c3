import { describe, expect, it } from 'vitest';
import { isRateSeries, seriesRows } from './chart-series';

describe('seriesRows', () => {
  it('makes one row per category with one key per series, in order', () => {
    expect(
      seriesRows({
        categories: ['1月', '2月'],
        series: [
          { name: '任务数', data: [3, 4] },
          { name: '完成率(%)', data: [50, 75.5] },
        ],
      }),
    ).toEqual({
      rows: [
        { category: '1月', s0: 3, s1: 50 },
        { category: '2月', s0: 4, s1: 75.5 },
      ],
      names: ['任务数', '完成率(%)'],
    });
  });
  it('leaves a missing value out instead of drawing it as 0', () => {
    expect(seriesRows({ categories: ['a', 'b'], series: [{ name: 'x', data: [1, null] }] }).rows).toEqual([
      { category: 'a', s0: 1 },
      { category: 'b' },
    ]);
  });
  it('keeps two series of the same name apart', () => {
    const { rows } = seriesRows({
      categories: ['a'],
      series: [
        { name: '人数', data: [1] },
        { name: '人数', data: [2] },
      ],
    });
    expect(rows).toEqual([{ category: 'a', s0: 1, s1: 2 }]);
  });
  it('answers nothing for no chart', () => {
    expect(seriesRows(undefined)).toEqual({ rows: [], names: [] });
    expect(seriesRows(null)).toEqual({ rows: [], names: [] });
  });
});

describe('isRateSeries', () => {
  it.each([
    ['完成率', true],
    ['整改率（%）', true],
    ['覆盖率(%)', true],
    ['占比％', true],
    ['作业许可数', false],
    ['任务数', false],
  ])('%s → %s', (name, rate) => expect(isRateSeries(name)).toBe(rate));
});
