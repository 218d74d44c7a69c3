import { describe, expect, it } from 'vitest';
import {
  addCategoryBody,
  ASSIGNEE_TYPES,
  configBody,
  configValues,
  editCategoryBody,
  fieldBody,
  FIELD_TYPES,
  newNode,
  nextSort,
  NODE_TYPES,
  pageOf,
  PROC_STATUS,
  procDefBody,
  procDefValues,
  renameCategoryBody,
  toCategoryNodes,
  treeOptions,
  type FlowProcDefDetail,
} from './flow-rules';

type FlowNode = NonNullable<FlowProcDefDetail['nodes']>[number];

describe('status tables carry the spec meanings', () => {
  it.each([
    [0, '草稿'],
    [1, '已发布'],
    [2, '已停用'],
  ])('procdef status %i is %s', (v, label) => expect(PROC_STATUS[v]?.label).toBe(label));
  it.each([
    [1, '发起'],
    [2, '审批'],
    [3, '抄送'],
    [4, '条件分支'],
    [5, '结束'],
  ])('node type %i is %s', (v, label) => expect(NODE_TYPES[v]?.label).toBe(label));
  it('assignee types 1–6', () =>
    expect(Object.values(ASSIGNEE_TYPES)).toEqual([
      '指定人员',
      '岗位',
      '角色',
      '部门负责人',
      '发起人自选',
      '发起人本人',
    ]));
  it('field types of the spec enum', () =>
    expect(Object.keys(FIELD_TYPES)).toEqual(['text', 'number', 'amount', 'date', 'select', 'file']));
});

describe('category tree', () => {
  const tree = [
    {
      id: 1,
      label: '劳务管理',
      parentId: 0,
      children: [{ id: 11, label: '工资管理', parentId: 1, sort: 1, categoryCode: 'W' }],
    },
    { id: 2, label: '安全管理', parentId: 0, uncontrol: true, children: [] },
  ];
  it('maps to tree-panel nodes keeping the record', () => {
    const nodes = toCategoryNodes(tree);
    expect(nodes[0]?.children?.[0]?.data?.categoryCode).toBe('W');
    expect(nodes[1]?.uncontrol).toBe(true);
  });
  it('flattens to indented select options', () =>
    expect(treeOptions(tree)).toEqual([
      { value: '1', label: '劳务管理' },
      { value: '11', label: '\u3000工资管理' },
      { value: '2', label: '安全管理' },
    ]));
  it('adds at the top with parentId 0, under a node with its id', () => {
    expect(addCategoryBody(null, '新类')).toEqual({ parentId: 0, categoryName: '新类' });
    expect(addCategoryBody(1, '子类')).toEqual({ parentId: 1, categoryName: '子类' });
  });
  it('rename keeps parent, code and sort', () =>
    expect(renameCategoryBody({ id: 11, label: '工资管理', parentId: 1, sort: 1, categoryCode: 'W' }, '工资')).toEqual({
      id: 11,
      parentId: 1,
      categoryName: '工资',
      categoryCode: 'W',
      sort: 1,
    }));
  it('edit body trims and leaves out an empty sort', () =>
    expect(
      editCategoryBody(
        { id: 12, parentId: 1, categoryName: '考勤' },
        { categoryName: ' 考勤 ', categoryCode: 'A', sort: '', remark: ' ' },
      ),
    ).toEqual({ id: 12, parentId: 1, categoryName: '考勤', categoryCode: 'A', remark: '' }));
});

describe('流程配置 body', () => {
  it('a new config: defaults and no id', () => {
    const v = { ...configValues(null), procDefId: '101', timeoutHours: '48', timeoutAction: '1' };
    expect(configBody({ orgId: 1, moduleCode: 'WAGES_PRESETTLE' }, v)).toEqual({
      orgId: 1,
      moduleCode: 'WAGES_PRESETTLE',
      procDefId: 101,
      enabled: true,
      smsNotify: true,
      autoApproveSameUser: false,
      timeoutHours: 48,
      timeoutAction: 1,
    });
  });
  it('an existing config round-trips with its id', () => {
    const config = {
      id: 31,
      orgId: 1001,
      moduleCode: 'M',
      procDefId: 7,
      enabled: false,
      smsNotify: false,
      autoApproveSameUser: true,
      timeoutHours: 24,
      timeoutAction: 2 as const,
    };
    expect(configBody({ orgId: 1001, moduleCode: 'M', id: 31 }, configValues(config))).toEqual(config);
  });
});

describe('流程定义 body', () => {
  /** The two nodes, stored out of order (审核 before 提交). */
  const review: FlowNode = {
    nodeId: 'N2',
    nodeName: '经理审核',
    nodeType: 2,
    assigneeType: 2,
    assigneeIds: [11],
    assigneeNames: ['项目经理'],
    approveMode: 1,
    conditionExpr: 'amount > 1',
    sort: 2,
  };
  const submit: FlowNode = {
    nodeId: 'N1',
    nodeName: '提交',
    nodeType: 1,
    assigneeType: 6,
    assigneeIds: [],
    assigneeNames: [],
    approveMode: 1,
    conditionExpr: null,
    sort: 1,
  };
  const detail: FlowProcDefDetail = {
    id: 101,
    procKey: 'wages',
    procName: '工资审批',
    status: 1,
    categoryId: 11,
    moduleCode: 'WAGES',
    formId: 201,
    remark: '说明',
    nodes: [review, submit],
  };
  it('edit: nodes in sort order, renumbered from 1, assignee only where the type names one', () => {
    const body = procDefBody(procDefValues(detail), 101);
    expect(body).toMatchObject({
      id: 101,
      procKey: 'wages',
      categoryId: 11,
      moduleCode: 'WAGES',
      formId: 201,
      status: 1,
    });
    expect(body.nodes).toEqual([submit, review]);
  });
  it('add: no id, no empty module or form, a self-chosen assignee sends no ids', () => {
    const v = procDefValues(null);
    v.procKey = 'k';
    v.procName = '名';
    v.categoryId = '11';
    v.nodes[1] = { ...newNode(1), nodeName: '自选', assigneeType: '5', assigneeId: '9' };
    const body = procDefBody(v);
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('moduleCode');
    expect(body).not.toHaveProperty('formId');
    expect(body.nodes[1]).toMatchObject({ assigneeType: 5, assigneeIds: [], assigneeNames: [] });
    expect(body.nodes[0]).toMatchObject({ nodeType: 1, assigneeType: 6, sort: 1 });
  });
});

describe('fields and lists', () => {
  it('field body', () =>
    expect(
      fieldBody(201, {
        fieldKey: ' teamCount ',
        fieldName: '班组数',
        fieldType: 'number',
        required: false,
        conditionable: true,
        sort: '7',
      }),
    ).toEqual({
      formId: 201,
      fieldKey: 'teamCount',
      fieldName: '班组数',
      fieldType: 'number',
      required: false,
      conditionable: true,
      sort: 7,
    }));
  it('next sort follows the largest', () => expect(nextSort([{ sort: 3 }, { sort: 6 }, {}])).toBe(7));
  it('pages a whole list after a keyword filter', () => {
    const rows = ['项目经理', '安全员', '施工员', '劳务员'].map((n) => ({ n }));
    expect(pageOf(rows, '员', (r) => r.n, 1, 2)).toEqual({ total: 3, rows: [{ n: '安全员' }, { n: '施工员' }] });
    expect(pageOf(rows, '', (r) => r.n, 2, 3)).toEqual({ total: 4, rows: [{ n: '劳务员' }] });
  });
});
