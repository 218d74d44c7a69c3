import { describe, expect, it } from 'vitest';
import {
  CHECK_STATUS,
  categoryOptions,
  checkActions,
  fileName,
  isImage,
  problemsBody,
  projectOptions,
  replyBody,
  reviewActions,
  scopeOf,
  specialActions,
  verifyBody,
  type OrgNode,
} from './check-model';

const TREE: OrgNode[] = [
  {
    id: 1,
    label: '华建集团有限公司',
    innerid: 'ORG0001',
    children: [
      {
        id: 11,
        label: '第一分公司',
        innerid: 'ORG0011',
        children: [
          { id: 1001, label: '滨江花园二期', innerid: 'PRJ1001' },
          { id: 1002, label: '城南地铁5号线', innerid: 'PRJ1002' },
        ],
      },
    ],
  },
];

describe('check states (001 §4 "Check: reply, then verify")', () => {
  it.each([
    [1, { edit: true, remove: true, reply: true, verify: false }],
    [2, { edit: false, remove: false, reply: false, verify: true }],
    [3, { edit: false, remove: false, reply: false, verify: false }],
    [4, { edit: false, remove: false, reply: true, verify: false }],
    [0, { edit: false, remove: false, reply: false, verify: false }],
  ])('status %i allows %o', (status, allowed) => expect(checkActions(status)).toEqual(allowed));

  it('names every status in Chinese', () => {
    expect([0, 1, 2, 3, 4].map((s) => CHECK_STATUS[s]?.label)).toEqual([
      '无需整改',
      '待回复',
      '待复核',
      '复核通过',
      '复核退回',
    ]);
  });

  it.each([
    [0, { edit: true, remove: true, start: true, finish: false, backout: true }],
    [1, { edit: false, remove: false, start: false, finish: true, backout: true }],
    [2, { edit: false, remove: false, start: false, finish: false, backout: false }],
    [3, { edit: false, remove: false, start: false, finish: false, backout: false }],
  ])('special check status %i allows %o', (status, allowed) => expect(specialActions(status)).toEqual(allowed));
});

describe('organisation tree', () => {
  it('scopes a project by project_id and an organisation by org_id', () => {
    expect(scopeOf({ id: 1001, label: 'p', innerid: 'PRJ1001' })).toEqual({ project_id: 1001 });
    expect(scopeOf({ id: 11, label: 'o', innerid: 'ORG0011' })).toEqual({ org_id: 11 });
    expect(scopeOf(null)).toEqual({});
  });

  it('lists the projects of the tree as options', () => {
    expect(projectOptions(TREE)).toEqual([
      { value: '1001', label: '滨江花园二期' },
      { value: '1002', label: '城南地铁5号线' },
    ]);
  });

  it('offers only selectable category leaves, labelled with their group', () => {
    const cats: OrgNode[] = [
      {
        id: 2,
        label: '施工用电',
        children: [
          { id: 21, label: '配电箱与开关箱' },
          { id: 22, label: '配电线路', uncontrol: true },
        ],
      },
    ];
    expect(categoryOptions(cats)).toEqual([{ value: '21', label: '施工用电 / 配电箱与开关箱' }]);
  });
});

describe('request bodies', () => {
  it('turns typed problems into numbers, leaving out empty optional fields and using the check deadline', () => {
    expect(
      problemsBody(
        [
          { category_id: '11', content: ' 临边缺失 ', trouble_level: '3', company_id: '', rectify_deadline: '' },
          {
            category_id: '21',
            content: '未接地',
            trouble_level: '1',
            company_id: '2004',
            rectify_deadline: '2026-11-25',
          },
        ],
        '2026-11-27',
      ),
    ).toEqual([
      { category_id: 11, content: '临边缺失', trouble_level: 3, rectify_deadline: '2026-11-27' },
      { category_id: 21, content: '未接地', trouble_level: 1, company_id: 2004, rectify_deadline: '2026-11-25' },
    ]);
  });

  it('builds a reply with one answer per problem and no empty overall reply', () => {
    expect(replyBody(9201, '  ', [{ problem_id: 1, reply_content: ' 已整改 ' }])).toEqual({
      id: 9201,
      problems: [{ problem_id: 1, reply_content: '已整改' }],
    });
    expect(replyBody(9201, '全部完成', []).reply_content).toBe('全部完成');
  });

  it('gives every problem the overall verify result', () => {
    expect(verifyBody(9202, 2, '照片不清', [{ id: 5 }, { id: 6 }])).toEqual({
      id: 9202,
      verify_result: 2,
      opinion: '照片不清',
      problems: [
        { problem_id: 5, verify_result: 2 },
        { problem_id: 6, verify_result: 2 },
      ],
    });
    expect(verifyBody(1, 1, '', [])).toEqual({ id: 1, verify_result: 1 });
  });
});

describe('files', () => {
  it('tells pictures from attachments and names an attachment', () => {
    expect(isImage('https://x/a/92011-1.jpg')).toBe(true);
    expect(isImage('https://x/a/通知书.pdf')).toBe(false);
    expect(fileName('https://x/a/9201-%E6%A3%80%E6%9F%A5.pdf')).toBe('9201-检查.pdf');
  });
});

describe('reviewActions', () => {
  const shown = (status: number, may: { edit: boolean; delete: boolean; removable?: boolean }) =>
    reviewActions(
      status,
      may,
      () => undefined,
      () => undefined,
    )
      .filter((a) => a.show !== false)
      .map((a) => a.label);
  const all = { edit: true, delete: true };
  it('follows the check through its states', () => {
    expect(shown(1, all)).toEqual(['详情', '编辑', '回复', '删除']);
    expect(shown(2, all)).toEqual(['详情', '通过', '退回']);
    expect(shown(3, all)).toEqual(['详情']);
    expect(shown(4, all)).toEqual(['详情', '回复']);
  });
  it('hides what the page’s bits do not grant', () => {
    expect(shown(1, { edit: false, delete: false })).toEqual(['详情']);
    expect(shown(2, { edit: false, delete: true })).toEqual(['详情']);
  });
  it('lets a removable row (a passed point check) be deleted', () => {
    expect(shown(0, { ...all, removable: true })).toEqual(['详情', '删除']);
    expect(shown(0, all)).toEqual(['详情']);
  });
  it('opens the step it names', () => {
    const opened: string[] = [];
    for (const a of reviewActions(
      2,
      all,
      (s) => opened.push(s),
      () => opened.push('delete'),
    ))
      a.onClick();
    expect(opened).toEqual(['view', 'form', 'reply', 'pass', 'back', 'delete']);
  });
});
