// 属地区域 · the child areas' table columns (land-area-details): name (opens the area), codes, contact, row actions.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { Button } from '@/ui/button';
import { StatusTag } from '@/ui/status-tag';
import { ENABLED_STATUS } from './wages-status';

type Area = components['schemas']['WagesConfigLandArea'];

interface ChildAreaActionsProps {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (area: Area) => void;
  onDelete: (area: Area) => void;
}

function ChildAreaActions({ area, canEdit, canDelete, onEdit, onDelete }: ChildAreaActionsProps & { area: Area }) {
  return (
    <div className="flex gap-3 whitespace-nowrap">
      {canEdit ? (
        <Button size="sm" variant="link" onClick={() => onEdit(area)}>
          修改
        </Button>
      ) : null}
      {canDelete ? (
        <Button size="sm" variant="link" className="text-danger" onClick={() => onDelete(area)}>
          删除
        </Button>
      ) : null}
    </div>
  );
}

export function childAreaColumns(
  onSelect: (id: number) => void,
  actions: ChildAreaActionsProps,
): ColumnDef<Area, unknown>[] {
  return [
    {
      id: 'areaName',
      header: '地区',
      cell: ({ row }) => (
        <button
          type="button"
          className="whitespace-nowrap font-medium text-gray-900 hover:text-primary"
          onClick={() => onSelect(row.original.id)}
        >
          {row.original.areaName}
        </button>
      ),
    },
    { id: 'id', header: '行政区划代码', cell: ({ row }) => <span className="tabular-nums">{row.original.id}</span> },
    {
      id: 'supervisorDept',
      header: '监管部门',
      cell: ({ row }) => <p className="min-w-48">{row.original.supervisorDept ?? '—'}</p>,
    },
    {
      id: 'contact',
      header: '联系人 / 电话',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {row.original.contactName ?? '—'}
          {row.original.contactPhone ? (
            <span className="ml-1 tabular-nums text-muted">{row.original.contactPhone}</span>
          ) : null}
        </span>
      ),
    },
    { id: 'projectCount', header: '归属项目', cell: ({ row }) => `${row.original.projectCount ?? 0} 个` },
    { id: 'sort', header: '排序', cell: ({ row }) => row.original.sort ?? '—' },
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => <StatusTag table={ENABLED_STATUS} value={row.original.status} />,
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => <ChildAreaActions area={row.original} {...actions} />,
    },
  ];
}
