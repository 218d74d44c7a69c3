// 作业许可 › 安全员's list (officer-tab.tsx): how it is loaded, the filters and the columns with 编辑 / 撤销.
import type { ColumnDef } from '@tanstack/react-table';
import { nameDetailColumn } from '@/ui/name-detail-column';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import type { PagePermission } from '@/session/power';
import type { FilterField } from '@/ui/filter-bar';
import type { ListScreenProps } from '@/ui/list-screen';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { OFFICER_STATUS, OFFICER_TYPES, optionsOf } from './lso-model';
import type { Option } from './use-org-options';
import { textColumn } from '@/ui/field-columns';
import { linksColumn } from '@/ui/links-column';

export type Officer = components['schemas']['LsoOfficer'];

/** A project's user sees its officers; otherwise 项目 is a filter. */
export const officerFilters = (own: number | undefined, projects: Option[]): FilterField[] => [
  ...(own ? [] : [{ name: 'project_id', label: '项目', type: 'select' as const, searchable: true, options: projects }]),
  { name: 'name', label: '姓名' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(OFFICER_STATUS) },
];

export const loadOfficerRows =
  (own: number | undefined): ListScreenProps<Officer>['load'] =>
  async ({ page, size, filters: f, signal }) => {
    const env = await api.GET('/pc/safe/lso/list', {
      params: {
        query: {
          pageNum: page,
          pageSize: size,
          project_id: own ?? (Number(f.project_id) || undefined),
          name: f.name?.trim() || undefined,
          status: f.status === '0' || f.status === '1' ? Number(f.status) : undefined,
        },
      },
      signal,
    });
    return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
  };

interface OfficerActionsProps {
  perm: PagePermission;
  onEdit: (o: Officer) => void;
  onDelete: (o: Officer) => void;
}

export const officerColumns = (actions: OfficerActionsProps): ColumnDef<Officer, unknown>[] => [
  nameDetailColumn<Officer>((o) => o.mobile),
  textColumn('post_name', '岗位'),
  {
    id: 'officer_type',
    header: '类型',
    cell: ({ row }) => <StatusTag table={OFFICER_TYPES} value={row.original.officer_type} />,
  },
  textColumn('project_name', '项目'),
  {
    id: 'certificate_no',
    header: '证书编号',
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.certificate_no || '—'}</span>,
  },
  {
    id: 'certificate_expire',
    header: '证书有效期至',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.certificate_expire) || undefined}</Nowrap>,
  },
  {
    id: 'area_names',
    header: '负责区域',
    cell: ({ row }) => row.original.area_names?.join('、') || '—',
  },
  {
    id: 'status',
    header: '状态',
    cell: ({ row }) => <StatusTag table={OFFICER_STATUS} value={row.original.status} />,
  },
  {
    id: 'assign_time',
    header: '任命时间',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.assign_time, 'dateTime') || undefined}</Nowrap>,
  },
  linksColumn<Officer>(
    [
      { text: '编辑', show: actions.perm.can('edit'), onClick: actions.onEdit },
      { text: '撤销', show: actions.perm.can('delete'), tone: 'danger', onClick: actions.onDelete },
    ],
    'flex gap-1',
  ),
];
