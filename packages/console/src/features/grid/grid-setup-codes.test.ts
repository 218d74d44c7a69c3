import { describe, expect, it } from 'vitest';
import {
  CHECK_STATUS,
  POINT_STATUS,
  RISK_LEVELS,
  backoutSchema,
  canBackoutSpecial,
  canStartSpecial,
  intOf,
  isSpreadsheet,
  itemBody,
  itemFormOf,
  itemSchema,
  leafCategoryOptions,
  rateOf,
  rowsOfSeries,
  ruleBody,
  ruleFormOf,
  ruleSchema,
  ruleSummary,
  toggleRuleBody,
  type GridRule,
} from './grid-setup-codes';
import {
  areaIdOf,
  areasOf,
  canDeletePoint,
  personKey,
  personsLine,
  pointBody,
  pointFormOf,
  pointMenuNodes,
  pointSchema,
  startAction,
  type PointFormValues,
} from './grid-point-codes';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('status tables carry the spec’s Chinese meanings', () => {
  it.each([
    [POINT_STATUS, 0, '未启用'],
    [POINT_STATUS, 1, '已启用'],
    [POINT_STATUS, 2, '已停用'],
    [RISK_LEVELS, 4, '重大风险'],
    [CHECK_STATUS, 3, '已撤回'],
  ] as const)('%#: %s → %s', (table, value, label) => {
    expect(table[value]?.label).toBe(label);
  });
});

describe('filter values', () => {
  it('sends integers, and nothing for an empty choice', () => {
    expect(intOf('0')).toBe(0);
    expect(intOf('3')).toBe(3);
    expect(intOf('')).toBeUndefined();
    expect(intOf(undefined)).toBeUndefined();
    expect(intOf('abc')).toBeUndefined();
  });
  it('rates in whole percent; no total gives no rate', () => {
    expect(rateOf(2, 3)).toBe(67);
    expect(rateOf(undefined, 4)).toBe(0);
    expect(rateOf(1, 0)).toBeUndefined();
  });
});

describe('巡检规则', () => {
  const rule: GridRule = {
    id: 3,
    ruleName: '一般隐患整改时限',
    ruleType: 2,
    cycle: 0,
    times: 0,
    troubleLevel: 1,
    rectifyDays: 3,
    remindHours: 0,
    enabled: 1,
    remark: '',
  };
  it.each([
    [{ ruleType: 1, cycle: 1, times: 2 }, '每日巡检 2 次'],
    [{ ruleType: 1, cycle: 2, times: 1 }, '每周巡检 1 次'],
    [{ ruleType: 2, troubleLevel: 3, rectifyDays: 1 }, '重大隐患 1 天内整改'],
    [{ ruleType: 2, troubleLevel: 0, rectifyDays: 5 }, '全部隐患 5 天内整改'],
    [{ ruleType: 3, remindHours: 24 }, '整改到期前 24 小时提醒'],
  ])('summary %#', (r, text) => expect(ruleSummary(r)).toBe(text));

  it('asks for the fields of the chosen type only', () => {
    const base = { ...ruleFormOf(undefined), ruleName: '每日巡检' };
    expect(messages(ruleSchema.safeParse({ ...base, ruleType: '1' }))).toEqual([
      'cycle: 请选择巡检周期',
      'times: 请输入每周期巡检次数（正整数）',
    ]);
    expect(messages(ruleSchema.safeParse({ ...base, ruleType: '2', rectifyDays: '0' }))).toEqual([
      'troubleLevel: 请选择适用隐患等级',
      'rectifyDays: 请输入整改时限（正整数天）',
    ]);
    expect(messages(ruleSchema.safeParse({ ...base, ruleType: '3', remindHours: '24' }))).toEqual([]);
    expect(messages(ruleSchema.safeParse({ ...ruleFormOf(undefined) }))).toEqual([
      'ruleName: 请输入规则名称',
      'ruleType: 请选择规则类型',
    ]);
  });

  it('sends only the chosen type’s fields, with the project when there is one', () => {
    const v = {
      ...ruleFormOf(undefined),
      ruleName: ' 塔吊每日巡检 ',
      ruleType: '1',
      cycle: '1',
      times: '2',
      rectifyDays: '9',
    };
    expect(ruleBody(v, { projectId: 1001 })).toEqual({
      projectId: 1001,
      ruleName: '塔吊每日巡检',
      ruleType: 1,
      cycle: 1,
      times: 2,
      enabled: 1,
    });
    expect(ruleBody({ ...v, enabled: false, remark: ' 备注 ' }, { id: 7 })).toEqual({
      id: 7,
      ruleName: '塔吊每日巡检',
      ruleType: 1,
      cycle: 1,
      times: 2,
      enabled: 0,
      remark: '备注',
    });
  });

  it('停用 keeps the rule as it is and flips enabled', () => {
    expect(toggleRuleBody(rule)).toEqual({
      id: 3,
      ruleName: '一般隐患整改时限',
      ruleType: 2,
      troubleLevel: 1,
      rectifyDays: 3,
      enabled: 0,
    });
    expect(toggleRuleBody({ ...rule, enabled: 0 }, 1001)).toMatchObject({ projectId: 1001, enabled: 1 });
  });
});

describe('隐患库检查项', () => {
  it('needs a category, the content and a level; the deadline is a positive whole number of days', () => {
    expect(messages(itemSchema.safeParse(itemFormOf(undefined, undefined)))).toEqual([
      'categoryId: 请选择所属分类',
      'content: 请输入检查内容',
      'troubleLevel: 请选择隐患等级',
    ]);
    const ok = { ...itemFormOf(undefined, 11), content: '临边无防护', troubleLevel: '1' };
    expect(messages(itemSchema.safeParse({ ...ok, rectifyDays: '0' }))).toEqual(['rectifyDays: 整改期限应为正整数天']);
    expect(messages(itemSchema.safeParse({ ...ok, rectifyDays: '3' }))).toEqual([]);
  });

  it('builds the add and edit bodies without empty texts', () => {
    const v = {
      ...itemFormOf(undefined, 11),
      content: ' 临边无防护 ',
      troubleLevel: '2',
      basis: 'JGJ 80-2016',
      rectifyDays: '3',
    };
    expect(itemBody(v)).toEqual({
      categoryId: 11,
      content: '临边无防护',
      troubleLevel: 2,
      status: 1,
      basis: 'JGJ 80-2016',
      rectifyDays: 3,
    });
    expect(itemBody({ ...v, enabled: false, rectifyDays: '' }, 1101)).toEqual({
      id: 1101,
      categoryId: 11,
      content: '临边无防护',
      troubleLevel: 2,
      status: 0,
      basis: 'JGJ 80-2016',
    });
  });

  it('offers the enabled leaf categories with their path', () => {
    const tree = [
      {
        id: 1,
        label: '高处作业',
        children: [
          { id: 11, label: '临边防护' },
          { id: 12, label: '洞口防护', uncontrol: true },
        ],
      },
      { id: 9, label: '其他' },
      { id: 8, label: '停用大类', uncontrol: true, children: [{ id: 81, label: 'x' }] },
    ];
    expect(leafCategoryOptions(tree)).toEqual([
      { value: '11', label: '高处作业 / 临边防护' },
      { value: '9', label: '其他' },
    ]);
  });

  it('imports Excel workbooks only', () => {
    expect(isSpreadsheet('隐患库.xlsx')).toBe(true);
    expect(isSpreadsheet('a.XLS')).toBe(true);
    expect(isSpreadsheet('a.csv')).toBe(false);
  });
});

describe('网格点位', () => {
  const menu = [
    {
      id: 'area-601',
      label: '1号楼',
      uncontrol: true,
      children: [{ id: 701, label: '1号楼北侧临边', uncontrol: false }],
    },
    { id: 'area-605', label: '生活区', uncontrol: true, children: [] },
  ];
  it('reads areas from the menu tree', () => {
    expect(areaIdOf('area-601')).toBe(601);
    expect(areaIdOf(701)).toBeUndefined();
    expect(areasOf(menu)).toEqual([
      { value: '601', label: '1号楼' },
      { value: '605', label: '生活区' },
    ]);
  });
  it('makes areas choosable in the tree and drops empty children', () => {
    expect(pointMenuNodes(menu)).toEqual([
      {
        id: 'area-601',
        label: '1号楼',
        uncontrol: false,
        children: [{ id: 701, label: '1号楼北侧临边', uncontrol: false }],
      },
      { id: 'area-605', label: '生活区', uncontrol: false },
    ]);
  });
  it.each([
    [0, '启用', 1, true],
    [1, '停用', 2, false],
    [2, '启用', 1, true],
  ] as const)('status %s: %s → %s; deletable %s', (status, label, to, deletable) => {
    expect(startAction(status)).toEqual({ label, to });
    expect(canDeletePoint(status)).toBe(deletable);
  });
  it('lists people by duty', () => {
    expect(
      personsLine([
        { name: '吴静', personType: 2 },
        { name: '周明', personType: 1 },
        { name: '郑浩', personType: 2 },
      ]),
    ).toBe('网格长：周明；网格员：吴静、郑浩');
    expect(personsLine([])).toBe('—');
  });

  const valid: PointFormValues = {
    ...pointFormOf(undefined),
    pointName: '配电房',
    areaId: '605',
    riskLevel: '3',
    persons: { [personKey(5001)]: '1', [personKey(5004)]: '' },
  };
  it('needs a name, area, risk level and at least one person; coordinates in range', () => {
    expect(messages(pointSchema.safeParse(pointFormOf(undefined)))).toEqual([
      'pointName: 请输入点位名称',
      'areaId: 请选择施工区域',
      'riskLevel: 请选择风险等级',
      'persons: 请至少指定一名责任人',
    ]);
    expect(messages(pointSchema.safeParse({ ...valid, longitude: '200', latitude: 'abc' }))).toEqual([
      'longitude: 经度应在 -180 到 180 之间',
      'latitude: 纬度应在 -90 到 90 之间',
    ]);
    expect(messages(pointSchema.safeParse(valid))).toEqual([]);
  });
  it('sends the chosen people with their duty, and the record’s ids as numbers', () => {
    expect(
      pointBody(
        { ...valid, categoryIds: ['1', '2'], ruleId: '1', longitude: '120.21', latitude: '30.2', pointCode: ' ' },
        { projectId: 1001 },
      ),
    ).toEqual({
      projectId: 1001,
      pointName: '配电房',
      areaId: 605,
      riskLevel: 3,
      categoryIds: [1, 2],
      persons: [{ userId: 5001, personType: 1 }],
      ruleId: 1,
      longitude: 120.21,
      latitude: 30.2,
    });
  });
  it('edits start from the point’s people', () => {
    const form = pointFormOf({
      id: 701,
      pointName: '1号楼北侧临边',
      projectId: 1001,
      status: 1,
      persons: [
        { userId: 5001, name: '周明', personType: 1 },
        { userId: 5002, name: '吴静', personType: 2 },
      ],
      categoryIds: [1],
    });
    expect(form.persons).toEqual({ u5001: '1', u5002: '2' });
    expect(form.categoryIds).toEqual(['1']);
    expect(pointBody(form, { projectId: 1001, id: 701 }).persons).toEqual([
      { userId: 5001, personType: 1 },
      { userId: 5002, personType: 2 },
    ]);
  });
  it('turns a chart series into rows', () => {
    expect(
      rowsOfSeries({
        categories: ['11-17', '11-18'],
        series: [
          { name: '巡检任务', data: [24, 24] },
          { name: '已检查', data: [23] },
        ],
      }),
    ).toEqual([
      { category: '11-17', 巡检任务: 24, 已检查: 23 },
      { category: '11-18', 巡检任务: 24, 已检查: 0 },
    ]);
    expect(rowsOfSeries(undefined)).toEqual([]);
  });
});

describe('专项检查', () => {
  it.each([
    [0, true, true],
    [1, false, true],
    [2, false, false],
    [3, false, false],
  ])('status %s: 启动 %s, 撤回 %s', (status, start, backout) => {
    expect(canStartSpecial(status)).toBe(start);
    expect(canBackoutSpecial(status)).toBe(backout);
  });
  it('撤回 needs a reason of at most 200 characters', () => {
    expect(messages(backoutSchema.safeParse({ reason: '  ' }))).toEqual(['reason: 请输入撤回原因']);
    expect(messages(backoutSchema.safeParse({ reason: 'x'.repeat(201) }))).toEqual(['reason: 撤回原因最多200字']);
    expect(messages(backoutSchema.safeParse({ reason: '方案调整' }))).toEqual([]);
  });
});
