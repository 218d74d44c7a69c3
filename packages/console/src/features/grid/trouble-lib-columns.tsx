// The 隐患库 list's columns: the item's texts, its level (the project's own colour where set) and 编辑/删除.
import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { PagePermission } from '@/session/power';
import { EditDeleteLinks } from '@/ui/edit-delete-links';
import { ColorTag } from '@/ui/color-tag';
import { StatusTag } from '@/ui/status-tag';
import type { FilterField, FilterOption } from '@/ui/filter-bar';
import { ENABLED, TROUBLE_LEVELS, type GridCategoryItem } from './grid-setup-codes';
import type { Level } from './trouble-lib-dialogs';

/** The filters of a check item list: 检查内容, 隐患等级 and 状态 with the options the screen offers. */
export function itemFilters(levels: readonly FilterOption[], states: readonly FilterOption[]): FilterField[] {
  return [
    { name: 'keyword', label: '检查内容', placeholder: '请输入检查内容关键字' },
    { name: 'troubleLevel', label: '隐患等级', type: 'select', options: levels },
    { name: 'status', label: '状态', type: 'select', options: states },
  ];
}

/** 隐患等级 (as `tag` shows an item's level) and 整改期限 of a check item's row. */
export function levelColumns(tag: (item: GridCategoryItem) => ReactNode): ColumnDef<GridCategoryItem, unknown>[] {
  return [
    { id: 'troubleLevel', header: '隐患等级', cell: ({ row }) => tag(row.original) },
    {
      id: 'rectifyDays',
      header: '整改期限',
      cell: ({ row }) => (row.original.rectifyDays ? `${row.original.rectifyDays} 天` : '—'),
    },
  ];
}

/** The list's columns: the item's texts, its level (the project's own colour where set) and 编辑/删除 by power bits. */
export function itemColumns(
  perm: PagePermission,
  levelByValue: ReadonlyMap<number, Level>,
  setEditing: (item: GridCategoryItem) => void,
  askDelete: (item: GridCategoryItem) => void,
): ColumnDef<GridCategoryItem, unknown>[] {
  return [
    {
      id: 'content',
      header: '检查内容',
      enableHiding: false,
      cell: ({ row }) => (
        <p className="min-w-64 max-w-md whitespace-normal font-medium text-gray-900">{row.original.content}</p>
      ),
    },
    {
      id: 'category',
      header: '所属分类',
      cell: ({ row }) =>
        [row.original.parentCategoryName, row.original.categoryName].filter(Boolean).join(' / ') || '—',
    },
    ...levelColumns((item) => <LevelTag level={levelByValue.get(item.troubleLevel)} item={item} />),
    {
      id: 'standard',
      header: '检查标准',
      cell: ({ row }) => (
        <p className="min-w-56 max-w-sm whitespace-normal text-gray-600">{row.original.standard || '—'}</p>
      ),
    },
    {
      id: 'basis',
      header: '依据条款',
      cell: ({ row }) => (
        <p className="min-w-40 max-w-xs whitespace-normal text-gray-600">{row.original.basis || '—'}</p>
      ),
    },
    {
      id: 'measure',
      header: '整改措施',
      cell: ({ row }) => (
        <p className="min-w-48 max-w-sm whitespace-normal text-gray-600">{row.original.measure || '—'}</p>
      ),
    },
    { id: 'status', header: '状态', cell: ({ row }) => <StatusTag table={ENABLED} value={row.original.status} /> },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => (
        <EditDeleteLinks
          canEdit={perm.can('edit')}
          canDelete={perm.can('delete')}
          onEdit={() => setEditing(row.original)}
          onDelete={() => askDelete(row.original)}
        />
      ),
    },
  ];
}

function LevelTag({ level, item }: { level: Level | undefined; item: GridCategoryItem }) {
  const color = level?.color;
  if (!color) return <StatusTag table={TROUBLE_LEVELS} value={item.troubleLevel} fallback={item.levelName} />;
  return <ColorTag color={color}>{level.label}</ColorTag>;
}
