import { describe, expect, it } from 'vitest';
import {
  branchIds,
  filterTree,
  findNode,
  hasChildren,
  highlightParts,
  isUnchangedName,
  newNodeParent,
  normaliseTree,
  parentIdOf,
  pathTo,
  searchExpandedIds,
  treeKeyMove,
  visibleRows,
  type TreeId,
  type TreeNode,
} from './tree';

// The shape of the hazard-category example (spec/areas/grid.yaml, /grid/ginDscCategory/list), trimmed, one level
// deeper under 脚手架, and with an empty children list left in.
const raw: TreeNode[] = [
  {
    id: 1,
    label: '高处作业',
    children: [
      { id: 11, label: '临边防护', children: [] },
      { id: 12, label: '洞口防护' },
      { id: 13, label: '脚手架', children: [{ id: 131, label: '连墙件' }] },
    ],
  },
  {
    id: 2,
    label: '施工用电',
    children: [{ id: 21, label: '配电箱与开关箱' }],
  },
  { id: 6, label: '加工棚与机具', children: [{ id: 62, label: '木工机械', uncontrol: true }] },
  { id: 7, label: '其他', children: [] },
];
const tree = normaliseTree(raw);
const ids = (nodes: readonly TreeNode[]): TreeId[] => nodes.map((n) => n.id);
const all = () => true;

describe('normaliseTree', () => {
  it('removes empty children lists at every depth, so such nodes are not expandable', () => {
    expect(findNode(tree, 11)).toEqual({ id: 11, label: '临边防护' });
    expect(findNode(tree, 7)).toEqual({ id: 7, label: '其他' });
    expect(hasChildren(findNode(tree, 7) as TreeNode)).toBe(false);
    expect(hasChildren(findNode(tree, 13) as TreeNode)).toBe(true);
  });

  it('keeps uncontrol and the rest of a node', () => {
    expect(findNode(tree, 62)).toEqual({ id: 62, label: '木工机械', uncontrol: true });
  });

  it('treats null or missing as an empty tree', () => {
    expect(normaliseTree(null)).toEqual([]);
    expect(normaliseTree(undefined)).toEqual([]);
  });
});

describe('filterTree', () => {
  it('a blank keyword keeps the whole tree', () => {
    expect(filterTree(tree, '  ')).toEqual(tree);
  });

  it('keeps a match with its ancestors and drops the rest', () => {
    const out = filterTree(tree, '连墙');
    expect(ids(out)).toEqual([1]);
    expect(ids(out[0]?.children ?? [])).toEqual([13]);
    expect(ids(out[0]?.children?.[0]?.children ?? [])).toEqual([131]);
  });

  it('keeps what is under a matching node', () => {
    const out = filterTree(tree, '施工用电');
    expect(out).toEqual([findNode(tree, 2)]);
  });

  it('matches case-insensitively after trimming, and finds matches in several branches', () => {
    const named: TreeNode[] = [
      { id: 'a', label: 'PE线', children: [{ id: 'b', label: '接地' }] },
      { id: 'c', label: '线路', children: [{ id: 'd', label: 'pe端子' }] },
    ];
    expect(ids(filterTree(named, ' pe '))).toEqual(['a', 'c']);
    expect(ids(filterTree(named, ' pe ')[1]?.children ?? [])).toEqual(['d']);
  });

  it('nothing matching gives an empty tree', () => {
    expect(filterTree(tree, '塔吊')).toEqual([]);
  });
});

describe('searchExpandedIds', () => {
  it('expands every ancestor of a match and nothing else', () => {
    expect(searchExpandedIds(tree, '连墙件').sort()).toEqual([1, 13]);
    expect(searchExpandedIds(tree, '防护')).toEqual([1]);
  });

  it('a matching top-level node without matches below stays collapsed', () => {
    expect(searchExpandedIds(tree, '施工用电')).toEqual([]);
  });

  it('a blank keyword expands nothing', () => {
    expect(searchExpandedIds(tree, '')).toEqual([]);
  });
});

describe('branchIds', () => {
  it('lists branches to the given depth', () => {
    expect(branchIds(tree, 1)).toEqual([1, 2, 6]);
    expect(branchIds(tree)).toEqual([1, 13, 2, 6]);
    expect(branchIds(tree, 0)).toEqual([]);
  });
});

describe('visibleRows', () => {
  it('a collapsed branch hides what is under it; rows carry depth and parent', () => {
    const rows = visibleRows(tree, (id) => id === 1);
    expect(rows.map((r) => r.node.id)).toEqual([1, 11, 12, 13, 2, 6, 7]);
    expect(rows[3]).toMatchObject({ depth: 1, parentId: 1 });
    expect(rows[4]).toMatchObject({ depth: 0, parentId: null });
  });

  it('everything expanded lists every node in order', () => {
    expect(visibleRows(tree, all).map((r) => r.node.id)).toEqual([1, 11, 12, 13, 131, 2, 21, 6, 62, 7]);
  });
});

describe('pathTo, parentIdOf and newNodeParent', () => {
  it('pathTo gives the nodes from the top down', () => {
    expect(ids(pathTo(tree, 131))).toEqual([1, 13, 131]);
    expect(pathTo(tree, 999)).toEqual([]);
  });

  it('parentIdOf: null at the top, undefined when missing', () => {
    expect(parentIdOf(tree, 131)).toBe(13);
    expect(parentIdOf(tree, 2)).toBeNull();
    expect(parentIdOf(tree, 999)).toBeUndefined();
  });

  it('a sibling shares the parent (null at the top), a child goes under the node', () => {
    const scaffold = findNode(tree, 13) as TreeNode;
    const power = findNode(tree, 2) as TreeNode;
    expect(newNodeParent(tree, scaffold, 'addSibling')).toBe(1);
    expect(newNodeParent(tree, scaffold, 'addChild')).toBe(13);
    expect(newNodeParent(tree, power, 'addSibling')).toBeNull();
    expect(newNodeParent(tree, power, 'addChild')).toBe(2);
  });
});

describe('isUnchangedName', () => {
  it.each([
    ['脚手架', '脚手架', true],
    ['脚手架', ' 脚手架 ', true],
    ['脚手架', '脚手架工程', false],
    ['脚手架', '', false],
  ])('%s → %s: unchanged %s', (current, typed, unchanged) => {
    expect(isUnchangedName(current, typed)).toBe(unchanged);
  });
});

describe('highlightParts', () => {
  it('cuts every occurrence, keeping the label as written', () => {
    expect(highlightParts('PE线与pe端子', 'pe')).toEqual([
      { text: 'PE', match: true },
      { text: '线与', match: false },
      { text: 'pe', match: true },
      { text: '端子', match: false },
    ]);
  });

  it('a blank keyword gives the whole label unmarked', () => {
    expect(highlightParts('临边防护', ' ')).toEqual([{ text: '临边防护', match: false }]);
  });
});

describe('treeKeyMove', () => {
  const expanded = new Set<TreeId>([1, 13]);
  const isExpanded = (id: TreeId) => expanded.has(id);
  const rows = visibleRows(tree, isExpanded);

  it.each<[string, TreeId, string, ReturnType<typeof treeKeyMove>]>([
    ['down moves to the next row', 1, 'ArrowDown', { focus: 11 }],
    ['down on the last row stays', 7, 'ArrowDown', {}],
    ['up moves to the row above', 2, 'ArrowUp', { focus: 131 }],
    ['up on the first row stays', 1, 'ArrowUp', {}],
    ['Home goes to the first row', 21, 'Home', { focus: 1 }],
    ['End goes to the last row', 1, 'End', { focus: 7 }],
    ['right on a closed branch opens it', 2, 'ArrowRight', { expand: 2 }],
    ['right on an open branch goes to its first child', 13, 'ArrowRight', { focus: 131 }],
    ['right on a leaf does nothing', 12, 'ArrowRight', {}],
    ['left on an open branch closes it', 13, 'ArrowLeft', { collapse: 13 }],
    ['left on a child goes to its parent', 131, 'ArrowLeft', { focus: 13 }],
    ['left at the top level stays', 2, 'ArrowLeft', {}],
    ['other keys are not handled', 1, 'a', null],
  ])('%s', (_name, from, key, expected) => {
    expect(treeKeyMove(rows, from, key, isExpanded)).toEqual(expected);
  });

  it('a focus that is no longer visible moves to the first row', () => {
    expect(treeKeyMove(rows, 62, 'ArrowDown', isExpanded)).toEqual({ focus: 1 });
  });
});
