import { describe, expect, it } from 'vitest';
import {
  branchKeys,
  findParent,
  isProject,
  nodeKey,
  normaliseTree,
  projectEntryUrl,
  projectsOf,
  searchTree,
  type OrgNode,
} from './org-tree';

// The shape of the contract's example (spec/areas/org.yaml, GET /pc/org/select/tree), with empty lists left in.
const raw: OrgNode[] = [
  {
    name: '华建集团有限公司',
    value: 1,
    type: 1,
    innerid: 'ORG0001',
    is_have_bim: '0',
    children: [
      {
        name: '华建集团第一分公司',
        value: 11,
        type: 1,
        innerid: 'ORG0011',
        is_have_bim: '0',
        children: [
          { name: '滨江花园二期住宅项目', value: 1001, type: 2, innerid: 'PRJ1001', is_have_bim: 'BIM', children: [] },
          { name: '城南地铁5号线土建03标', value: 1002, type: 2, innerid: 'PRJ1002', is_have_bim: '0' },
        ],
      },
      {
        name: '华建集团第二分公司',
        value: 12,
        type: 1,
        innerid: 'ORG0012',
        children: [{ name: 'Sky Tower 项目', value: 1003, type: 2, innerid: 'PRJ1003', is_have_bim: 'BIM' }],
      },
      { name: '华建集团第三分公司', value: 13, type: 1, innerid: 'ORG0013', children: [] },
    ],
  },
];
const tree = normaliseTree(raw);
const names = (nodes: OrgNode[]): unknown => nodes.map((n) => (n.children ? { [n.name]: names(n.children) } : n.name));

describe('normaliseTree: empty children lists are removed (seed 000 §3)', () => {
  it('drops [] at every depth and keeps non-empty lists', () => {
    const branch3 = tree[0]!.children![2]!;
    expect(branch3).not.toHaveProperty('children');
    const project = tree[0]!.children![0]!.children![0]!;
    expect(project).not.toHaveProperty('children');
    expect(project).toMatchObject({ name: '滨江花园二期住宅项目', value: 1001, type: 2, is_have_bim: 'BIM' });
    expect(tree[0]!.children).toHaveLength(3);
  });

  it('treats a null children list (or a null tree) as empty', () => {
    const odd = [{ name: 'x', value: 1, type: 1, children: null }] as unknown as OrgNode[];
    expect(normaliseTree(odd)).toEqual([{ name: 'x', value: 1, type: 1 }]);
    expect(normaliseTree(null)).toEqual([]);
  });

  it('does not change the server answer', () => {
    expect(raw[0]!.children![2]!.children).toEqual([]);
  });
});

describe('searchTree: matches keep their ancestors', () => {
  it.each([
    ['', names(tree)],
    ['   ', names(tree)],
    ['滨江', [{ 华建集团有限公司: [{ 华建集团第一分公司: ['滨江花园二期住宅项目'] }] }]],
    ['  地铁 ', [{ 华建集团有限公司: [{ 华建集团第一分公司: ['城南地铁5号线土建03标'] }] }]],
    ['sky tower', [{ 华建集团有限公司: [{ 华建集团第二分公司: ['Sky Tower 项目'] }] }]],
    ['第二分公司', [{ 华建集团有限公司: [{ 华建集团第二分公司: ['Sky Tower 项目'] }] }]],
    ['不存在的项目', []],
  ])('keyword %j', (keyword, expected) => expect(names(searchTree(tree, keyword))).toEqual(expected));

  it('a matching batch keeps everything under it', () => {
    expect(searchTree(tree, '华建集团有限公司')).toEqual(tree);
  });
});

describe('findParent: by innerid within two levels (seed 000 §3)', () => {
  it.each([
    ['PRJ1001', 'ORG0011'],
    ['PRJ1003', 'ORG0012'],
    ['ORG0013', 'ORG0001'],
    ['ORG0001', null],
    ['NOPE', null],
  ])('parent of %s is %s', (innerid, parent) => expect(findParent(tree, innerid)?.innerid ?? null).toBe(parent));

  it('does not look deeper than two levels', () => {
    const deep: OrgNode[] = [
      {
        name: 'a',
        value: 1,
        type: 1,
        innerid: 'A',
        children: [
          {
            name: 'b',
            value: 2,
            type: 1,
            innerid: 'B',
            children: [
              {
                name: 'c',
                value: 3,
                type: 1,
                innerid: 'C',
                children: [{ name: 'd', value: 4, type: 2, innerid: 'D' }],
              },
            ],
          },
        ],
      },
    ];
    expect(findParent(deep, 'C')?.innerid).toBe('B');
    expect(findParent(deep, 'D')).toBeNull();
    expect(findParent(deep, 'D', 3)?.innerid).toBe('C');
  });
});

describe('node helpers', () => {
  it('keys by innerid, else by type and value', () => {
    expect(nodeKey({ innerid: 'PRJ1001', type: 2, value: 1001 })).toBe('PRJ1001');
    expect(nodeKey({ type: 2, value: 1001 })).toBe('2:1001');
  });

  it('a project (type 2) is the leaf that opens; a batch is not', () => {
    expect(isProject({ type: 2 })).toBe(true);
    expect(isProject({ type: 1 })).toBe(false);
  });

  it('lists the keys of nodes with children', () => {
    expect(branchKeys(tree)).toEqual(['ORG0001', 'ORG0011', 'ORG0012']);
  });
});

describe('projectEntryUrl: the new-tab address that session/entry.ts consumes', () => {
  const me = { mobile: '13800138000', name: '王建华', user_innerid: 'U0001', token: 'secret-token' };
  const project = { value: 1001, name: '滨江花园二期住宅项目', is_have_bim: 'BIM' };
  const branch = { value: 11, type: 1 as const };

  it('carries the project, its parent batch and the current person, ending at #/', () => {
    const href = projectEntryUrl('http://127.0.0.1:5173/console/?token=x&tab=2#/person/team?x=1', project, branch, me);
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:5173/console/');
    expect(url.hash).toBe('#/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      project_id: '1001',
      project_name: '滨江花园二期住宅项目',
      is_have_bim: 'BIM',
      org_batch_id: '11',
      mobile: '13800138000',
      name: '王建华',
      user_innerid: 'U0001',
    });
  });

  it('never carries the session token', () => {
    const href = projectEntryUrl('http://h/?token=secret-token#/', project, branch, me);
    expect(href).not.toContain('token');
    expect(href).not.toContain('secret');
  });

  it('URL-encodes every value', () => {
    const href = projectEntryUrl('http://h/', { value: 7, name: 'A&B 项目#1?=+', is_have_bim: 'has BIM' }, branch, {
      mobile: '138',
      name: 'O’Neil & Co',
      user_innerid: 'U/1',
    });
    expect(href).toBe(
      'http://h/?project_id=7&project_name=A%26B%20%E9%A1%B9%E7%9B%AE%231%3F%3D%2B&is_have_bim=has%20BIM' +
        '&org_batch_id=11&mobile=138&name=O%E2%80%99Neil%20%26%20Co&user_innerid=U%2F1#/',
    );
    expect(new URL(href).searchParams.get('project_name')).toBe('A&B 项目#1?=+');
  });

  it('leaves org_batch_id out when the project has no batch above it', () => {
    expect(new URL(projectEntryUrl('http://h/', project, null, me)).searchParams.has('org_batch_id')).toBe(false);
    expect(
      new URL(projectEntryUrl('http://h/', project, { value: 9, type: 2 }, me)).searchParams.has('org_batch_id'),
    ).toBe(false);
  });
});

describe('projectsOf: the projects to switch between', () => {
  it('lists every project in order with the batch above it', () => {
    expect(projectsOf(tree)).toEqual([
      { id: 1001, name: '滨江花园二期住宅项目', batch: '华建集团第一分公司' },
      { id: 1002, name: '城南地铁5号线土建03标', batch: '华建集团第一分公司' },
      { id: 1003, name: 'Sky Tower 项目', batch: '华建集团第二分公司' },
    ]);
  });
  it('is empty for an empty tree', () => expect(projectsOf([])).toEqual([]));
});
