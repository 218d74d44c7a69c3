import { expect, it } from 'vitest';
import { toOrgTree } from './org-tree-rules';

const full = [
  {
    id: 1,
    label: '华建集团有限公司',
    innerid: 'ORG0001',
    children: [
      {
        id: 11,
        label: '第一分公司',
        children: [
          { id: 1001, label: '滨江花园' },
          { id: 1002, label: '城南地铁' },
        ],
      },
      { id: 13, label: '第三分公司', children: [{ id: 1005, label: '临平安置房', uncontrol: true }] },
      { id: 14, label: '第四分公司', children: [] },
    ],
  },
];

it('types nodes by level (公司—分公司—项目) and counts the projects below', () => {
  const [top] = toOrgTree(full);
  expect(top?.data).toMatchObject({
    kind: 'company',
    parentName: '',
    projectCount: 3,
    branchCount: 3,
    innerid: 'ORG0001',
  });
  const [b1, b3, b4] = top?.children ?? [];
  expect(b1?.data).toMatchObject({ kind: 'branch', parentName: '华建集团有限公司', projectCount: 2, branchCount: 0 });
  expect(b1?.children?.map((c) => c.data?.kind)).toEqual(['project', 'project']);
  expect(b1?.children?.[0]?.data?.parentName).toBe('第一分公司');
  expect(b3?.children?.[0]?.uncontrol).toBe(true);
  // A branch with no projects yet is still a branch (a leaf), not a project.
  expect(b4?.data?.kind).toBe('branch');
  expect(b4?.children).toBeUndefined();
});

it('an empty answer is an empty tree', () => {
  expect(toOrgTree(undefined)).toEqual([]);
});
