import { describe, expect, it } from 'vitest';
import { findNode, normaliseTree } from '@/lib/tree';
import { addCategoryBody, renameCategoryBody, toTreeNodes, type GridCategory } from './hazard-category-tree';

// Trimmed from the contract's example (spec/areas/grid.yaml, /grid/ginDscCategory/list).
const categories: GridCategory[] = [
  {
    id: 1,
    label: '高处作业',
    parentId: 0,
    level: 1,
    sort: 1,
    itemCount: 24,
    uncontrol: false,
    children: [{ id: 13, label: '脚手架', parentId: 1, level: 2, sort: 3, itemCount: 8, uncontrol: false }],
  },
  {
    id: 6,
    label: '加工棚与机具',
    parentId: 0,
    level: 1,
    sort: 6,
    children: [{ id: 62, label: '木工机械', parentId: 6, level: 2, sort: 2, uncontrol: true, children: [] }],
  },
];

describe('toTreeNodes', () => {
  it('keeps id, label and uncontrol, nests children and carries the record', () => {
    const nodes = toTreeNodes(categories);
    expect(nodes.map((n) => [n.id, n.label, n.uncontrol])).toEqual([
      [1, '高处作业', false],
      [6, '加工棚与机具', false],
    ]);
    expect(findNode(nodes, 62)).toMatchObject({ label: '木工机械', uncontrol: true, data: { parentId: 6 } });
  });

  it('an empty children list becomes a leaf once normalised', () => {
    expect(findNode(normaliseTree(toTreeNodes(categories)), 62)?.children).toBeUndefined();
  });

  it('null gives an empty tree', () => {
    expect(toTreeNodes(null)).toEqual([]);
  });
});

describe('bodies', () => {
  it('a top-level category goes under 0; a child under its parent; the project only when there is one', () => {
    expect(addCategoryBody(null, '模板工程')).toEqual({ parentId: 0, name: '模板工程' });
    expect(addCategoryBody(1, '操作平台', 1001)).toEqual({ parentId: 1, name: '操作平台', projectId: 1001 });
  });

  it('a rename keeps the parent and the sort order', () => {
    const scaffold = categories[0]?.children?.[0] as GridCategory;
    expect(renameCategoryBody(scaffold, '脚手架工程')).toEqual({ id: 13, parentId: 1, name: '脚手架工程', sort: 3 });
  });
});
