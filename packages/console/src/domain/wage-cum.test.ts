import { describe, expect, it } from 'vitest';
import { CUM_STATUS, PAY_TYPE, cumRowRoute } from './wage-cum';

describe('代发任务', () => {
  it.each([
    [{ id: 9403, proInstId: 'PI-2026-000133', payType: 1, status: 3 }, '/partiallyrepayone?id=9403'],
    [
      { id: 9405, proInstId: 'PI-2026-000140', payType: 2, status: 1 },
      '/partiallyrepay?proInstId=PI-2026-000140&id=9405',
    ],
    [
      { id: 9404, proInstId: 'PI-2026-000138', payType: 3, status: 1 },
      '/finalPaymentByProxy?proInstId=PI-2026-000138&id=9404',
    ],
  ])('%o opens %s', (row, route) => expect(cumRowRoute(row)).toBe(route));
  it('names every status and type', () => {
    expect(Object.values(CUM_STATUS).map((s) => s.label)).toEqual(['待发放', '审批中', '发放中', '已发放', '已驳回']);
    expect(Object.values(PAY_TYPE).map((s) => s.label)).toEqual(['全额代发', '部分代发', '尾款代发']);
  });
});
