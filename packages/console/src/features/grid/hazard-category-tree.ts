// 隐患分类 (001 §7.5 /grid/ginDscCategory/*): the server's category tree in the tree panel's shape, and the bodies of
// the add and edit calls. Pure functions, no React, no SDK calls.
import type { components } from '@site/sdk';
import type { TreeId, TreeNode } from '@/lib/tree';

export type GridCategory = components['schemas']['GridCategoryNode'];
export type GridCategoryForm = components['schemas']['GridCategoryForm'];

/** The category tree as tree panel nodes: id, label, uncontrol and children kept; the record rides along as data. */
export function toTreeNodes(categories: readonly GridCategory[] | null | undefined): TreeNode<GridCategory>[] {
  return (categories ?? []).map((c) => ({
    id: c.id,
    label: c.label,
    uncontrol: Boolean(c.uncontrol),
    children: toTreeNodes(c.children),
    data: c,
  }));
}

/** 添加同级 / 添加下级: top-level categories take parentId 0; the project's library when a project is chosen. */
export function addCategoryBody(parentId: TreeId | null, name: string, projectId?: number): GridCategoryForm {
  return { parentId: parentId === null ? 0 : Number(parentId), name, ...(projectId ? { projectId } : {}) };
}

/** 修改名称: the category keeps its parent and place; only the name changes. */
export function renameCategoryBody(category: GridCategory, name: string, projectId?: number): GridCategoryForm {
  return {
    id: category.id,
    parentId: category.parentId ?? 0,
    name,
    ...(category.sort !== undefined ? { sort: category.sort } : {}),
    ...(projectId ? { projectId } : {}),
  };
}

export const LEVEL_NAMES: Record<number, string> = { 1: '大类', 2: '小类' };
