// The 禁区白名单 list's filters and columns (white-list-page.tsx): who, where they may enter, for how long, and 移出.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import type { FilterField } from '@/ui/filter-bar';
import { StatusTag } from '@/ui/status-tag';
import { PERSON_TYPES, WHITE_STATUS } from './alarm-codes';
import { linkColumn } from '@/ui/link-column';

export type White = components['schemas']['AlarmWhitePerson'];

/** 关键字, 人员类型 (the project's types) and 禁区 (its forbidden points). */
export function whiteFilters(
  types: readonly { value: number | string; label: string }[] | undefined,
  points: readonly { id: number; pointName: string }[] | undefined,
): FilterField[] {
  return [
    { name: 'keyword', label: '关键字', placeholder: '姓名、手机号或安全帽编号' },
    {
      name: 'personType',
      label: '人员类型',
      type: 'select',
      options: (types ?? []).map((t) => ({ value: t.value, label: t.label })),
    },
    {
      name: 'forbiddenPointId',
      label: '禁区',
      type: 'select',
      options: (points ?? []).map((p) => ({ value: p.id, label: p.pointName })),
    },
  ];
}

const WHITE_COLUMNS: ColumnDef<White, unknown>[] = [
  {
    id: 'personName',
    header: '姓名',
    cell: ({ row }) => <span className="whitespace-nowrap font-medium text-gray-900">{row.original.personName}</span>,
  },
  {
    id: 'personType',
    header: '人员类型',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {row.original.personTypeName || PERSON_TYPES[row.original.personType] || '—'}
      </span>
    ),
  },
  { id: 'post', header: '工种/岗位', cell: ({ row }) => row.original.post || '—' },
  { id: 'teamName', header: '班组', cell: ({ row }) => row.original.teamName || '—' },
  {
    id: 'companyName',
    header: '参建单位',
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.companyName || '—'}</span>,
  },
  { id: 'mobile', header: '手机号', cell: ({ row }) => row.original.mobile || '—' },
  {
    id: 'pointNames',
    header: '适用禁区',
    cell: ({ row }) => <p className="min-w-40">{row.original.pointNames || '—'}</p>,
  },
  {
    id: 'period',
    header: '有效期',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {formatDate(row.original.startDate)} 至 {formatDate(row.original.endDate)}
      </span>
    ),
  },
  {
    id: 'status',
    header: '状态',
    cell: ({ row }) => <StatusTag table={WHITE_STATUS} value={row.original.status} />,
  },
  { id: 'reason', header: '加入原因', cell: ({ row }) => <p className="min-w-40">{row.original.reason || '—'}</p> },
  { id: 'createBy', header: '添加人', cell: ({ row }) => row.original.createBy || '—' },
];

/** The columns, with 操作 (移出) when `onRemove` is given (those with the delete bit). */
export function whiteColumns(onRemove: ((white: White) => void) | undefined): ColumnDef<White, unknown>[] {
  if (!onRemove) return WHITE_COLUMNS;
  return [...WHITE_COLUMNS, linkColumn({ label: '移出', onClick: onRemove, className: 'text-danger' })];
}
