import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_STATUS,
  TEMP_STATUS,
  allOrgs,
  complaintExportQuery,
  complaintListQuery,
  configBody,
  dealBody,
  fromLocalDateTime,
  handleActions,
  orgsOfLevel,
  passDownBody,
  passDownLevels,
  validToProblem,
  type ComplaintLevelConfig,
  type OrgNode,
} from './complaint-model';

describe('status tables (spec descriptions)', () => {
  it.each([
    [0, '待受理'],
    [1, '处理中'],
    [2, '已办结'],
    [3, '已终止'],
  ])('complaint status %i is %s', (v, label) => expect(COMPLAINT_STATUS[v]?.label).toBe(label));
  it.each([
    [0, '待审核'],
    [1, '已通过'],
    [2, '已驳回'],
    [3, '已过期'],
  ])('temp register status %i is %s', (v, label) => expect(TEMP_STATUS[v]?.label).toBe(label));
});

describe('handleActions (001 §4: accept, deal, terminate, pass down)', () => {
  it('待受理 without a task row: accept or terminate, pass down only above project level', () => {
    expect(handleActions(0, 1)).toEqual({ accept: true, deal: false, terminate: true, passDown: false });
    expect(handleActions(0, 2).passDown).toBe(true);
  });
  it('处理中: deal or terminate', () => {
    expect(handleActions(1, 1)).toEqual({ accept: false, deal: true, terminate: true, passDown: false });
  });
  it.each([2, 3])('status %i allows nothing', (s) =>
    expect(handleActions(s, 3)).toEqual({ accept: false, deal: false, terminate: false, passDown: false }),
  );
  it('a task row decides for the current user', () => {
    expect(handleActions(0, 1, { canAccept: false, canDeal: false, canPassDown: false })).toEqual({
      accept: false,
      deal: false,
      terminate: false,
      passDown: false,
    });
    expect(handleActions(1, 2, { canAccept: false, canDeal: true, canPassDown: true })).toEqual({
      accept: false,
      deal: true,
      terminate: true,
      passDown: true,
    });
  });
});

describe('pass down', () => {
  it('goes to lower levels only', () => {
    expect(passDownLevels(3)).toEqual([2, 1]);
    expect(passDownLevels(2)).toEqual([1]);
    expect(passDownLevels(1)).toEqual([]);
  });
  const tree: OrgNode[] = [
    {
      name: '华建集团有限公司',
      value: 1,
      type: 1,
      children: [
        { name: '第一分公司', value: 11, type: 1, children: [{ name: '滨江花园', value: 1001, type: 2 }] },
        { name: '第二分公司', value: 12, type: 1, children: [{ name: '人民医院', value: 1003, type: 2 }] },
      ],
    },
  ];
  it('finds the organisations of each level in the tree', () => {
    expect(orgsOfLevel(tree, 3)).toEqual([{ value: '1', label: '华建集团有限公司' }]);
    expect(orgsOfLevel(tree, 2).map((o) => o.value)).toEqual(['11', '12']);
    expect(orgsOfLevel(tree, 1).map((o) => o.label)).toEqual(['滨江花园', '人民医院']);
    expect(allOrgs(tree)).toHaveLength(5);
  });
  it('builds the body with the deadline in server format and no empty comment', () => {
    expect(
      passDownBody(9502, { targetLevel: '1', targetOrgId: '1002', deadline: '2026-11-25T18:00', comment: ' ' }),
    ).toEqual({ id: 9502, targetLevel: 1, targetOrgId: 1002, deadline: '2026-11-25 18:00:00' });
    expect(fromLocalDateTime('')).toBeUndefined();
  });
});

describe('bodies and queries', () => {
  it('deal: the paid amount only for wage complaints, rounded to cents', () => {
    const form = { dealResult: '1', dealContent: ' 已补发 ', paidAmount: '3150.456' };
    expect(dealBody(9505, form, 1)).toEqual({ id: 9505, dealResult: 1, dealContent: '已补发', paidAmount: 3150.46 });
    expect(dealBody(9504, form, 3)).toEqual({ id: 9504, dealResult: 1, dealContent: '已补发' });
  });
  it('list query: numbers from the filters, blanks left out', () => {
    expect(complaintListQuery({ status: '0', keyword: ' ', start_date: '2026-11-01' }, 2, 20, 1001)).toEqual({
      pageNum: 2,
      pageSize: 20,
      project_id: 1001,
      keyword: undefined,
      complaint_type: undefined,
      status: 0,
      handle_level: undefined,
      start_date: '2026-11-01',
      end_date: undefined,
    });
    expect(complaintExportQuery({ status: '2' })).toEqual({
      project_id: undefined,
      status: 2,
      start_date: undefined,
      end_date: undefined,
    });
  });
  it('config: keeps id, org and level, takes the form', () => {
    const config = { id: 71, orgId: 1001, level: 1, positionIds: [14], timeLimitHours: 72 } as ComplaintLevelConfig;
    expect(
      configBody(config, { positionIds: ['14', '11'], timeLimitHours: '48', autoEscalate: true, smsNotify: false }),
    ).toEqual({
      id: 71,
      orgId: 1001,
      level: 1,
      positionIds: [14, 11],
      timeLimitHours: 48,
      autoEscalate: true,
      smsNotify: false,
    });
  });
  it('temp approval: valid to within 7 days of valid from', () => {
    expect(validToProblem('2026-11-23', '2026-11-24')).toBeNull();
    expect(validToProblem('2026-11-23', '2026-11-30')).toBeNull();
    expect(validToProblem('2026-11-23', '2026-12-01')).toBe('临时通行最长 7 天');
    expect(validToProblem('2026-11-23', '2026-11-22')).toBe('有效期止不能早于有效期起');
    expect(validToProblem('2026-11-23', '')).toBe('请选择有效期止');
  });
});
