// The check items filed under a hazard category (隐患分类's right side): filtered by content, level and state.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { flagOptions } from '@/lib/options';
import { ColorTag } from '@/ui/color-tag';
import { ListScreen } from '@/ui/list-screen';
import { categoryItemsLoad, troubleLevelsQuery } from './hazard-category-queries';
import { itemFilters, levelColumns } from './trouble-lib-columns';

type Item = components['schemas']['GridCategoryItem'];
type Level = components['schemas']['GridTroubleLevel'];

function itemColumns(levelByValue: ReadonlyMap<number, Level>): ColumnDef<Item, unknown>[] {
  return [
    {
      id: 'content',
      header: '检查内容',
      cell: ({ row }) => <p className="min-w-56 font-medium text-gray-900">{row.original.content}</p>,
    },
    {
      id: 'category',
      header: '所属分类',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {[row.original.parentCategoryName, row.original.categoryName].filter(Boolean).join(' / ')}
        </span>
      ),
    },
    ...levelColumns((item) => <LevelTag level={levelByValue.get(item.troubleLevel)} item={item} />),
    {
      id: 'standard',
      header: '检查标准',
      cell: ({ row }) => <p className="min-w-56 text-gray-600">{row.original.standard ?? '—'}</p>,
    },
    {
      id: 'basis',
      header: '依据条款',
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.basis ?? '—'}</span>,
    },
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) =>
        row.original.status === 0 ? (
          <span className="whitespace-nowrap rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-500">停用</span>
        ) : (
          <span className="whitespace-nowrap rounded bg-success/10 px-2 py-0.5 text-xs text-success">启用</span>
        ),
    },
  ];
}

export function CategoryItems({ id, projectId }: { id: number; projectId: number | undefined }) {
  const levels = useQuery(troubleLevelsQuery(projectId));
  const levelByValue = useMemo(() => new Map((levels.data ?? []).map((l) => [l.value, l])), [levels.data]);
  const filters = useMemo(
    () =>
      itemFilters(
        (levels.data ?? []).map((l) => ({ value: l.value, label: l.label })),
        flagOptions('启用', '停用'),
      ),
    [levels.data],
  );
  const columns = useMemo(() => itemColumns(levelByValue), [levelByValue]);
  return (
    <ListScreen<Item>
      id="grid-category-items"
      title="检查项"
      filters={filters}
      columns={columns}
      operation="pageGridCategoryItems"
      scope={{ categoryId: id }}
      rowId={(item) => String(item.id)}
      load={categoryItemsLoad(id)}
    />
  );
}

function LevelTag({ level, item }: { level: Level | undefined; item: Item }) {
  const name = level?.label ?? item.levelName ?? `等级 ${item.troubleLevel}`;
  const color = level?.color;
  if (color) return <ColorTag color={color}>{name}</ColorTag>;
  return <span className="whitespace-nowrap rounded bg-warning/10 px-2 py-0.5 text-xs text-warning">{name}</span>;
}
