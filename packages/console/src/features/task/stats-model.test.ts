import { describe, expect, it } from 'vitest';
import { HINT_TYPE, completeTone, formatRate, overdueTone, readHintType, readOrgId, statQuery } from './stats-model';

describe('任务卡提示 types', () => {
  it.each([
    [1, '今日到期', 'warning'],
    [2, '即将到期', 'primary'],
    [3, '已逾期', 'danger'],
    [4, '新任务', 'success'],
  ] as const)('%s → %s', (value, label, tone) => expect(HINT_TYPE[value]).toEqual({ label, tone }));
  it.each([
    ['3', 3],
    ['4', 4],
    ['5', undefined],
    [undefined, undefined],
  ] as const)('filter %s → %s', (v, t) => expect(readHintType(v)).toBe(t));
});

describe('rates', () => {
  it('2 decimals or —', () => {
    expect(formatRate(85.854)).toBe('85.85%');
    expect(formatRate(undefined)).toBe('—');
  });
  it.each([
    [92, 'success'],
    [85.85, 'warning'],
    [79, 'danger'],
    [undefined, 'muted'],
  ] as const)('completion %s → %s', (r, t) => expect(completeTone(r)).toBe(t));
  it.each([
    [2.65, 'success'],
    [4.74, 'warning'],
    [7.84, 'danger'],
  ] as const)('overdue %s → %s', (r, t) => expect(overdueTone(r)).toBe(t));
});

describe('query of every statistic call', () => {
  it('carries the period and the organisation when chosen', () => {
    expect(statQuery(11, { start: '2026-11-01', end: '2026-11-22' })).toEqual({
      orgId: 11,
      startDate: '2026-11-01',
      endDate: '2026-11-22',
    });
    expect(statQuery(undefined, { start: '2026-11-01', end: '2026-11-22' }).orgId).toBeUndefined();
  });
  it.each([
    ['11', 11],
    ['0', undefined],
    ['x', undefined],
    [null, undefined],
  ] as const)('orgId %s → %s', (v, id) => expect(readOrgId(v)).toBe(id));
});
