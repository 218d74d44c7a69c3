import { describe, expect, it } from 'vitest';
import { ALARM_TYPES, CLOSED_LOOP_STATUS } from './alarm-codes';

describe('alarm codes carry the meanings of the spec', () => {
  it.each([
    [0, '待派发', 'danger'],
    [1, '已派发', 'warning'],
    [2, '已处理', 'primary'],
    [3, '已关闭', 'success'],
  ] as const)('closed-loop status %i is %s', (code, label, tone) =>
    expect(CLOSED_LOOP_STATUS[code]).toEqual({ label, tone }),
  );
  it.each([
    [1, '滞留'],
    [2, '静止'],
    [3, '长时间停留'],
    [4, '闯入禁区'],
    [5, 'SOS 求救'],
    [6, '脱帽'],
    [7, '低电量'],
  ])('alarm type %i is %s', (code, label) => expect(ALARM_TYPES[code]?.label).toBe(label));
});
