// 禁区告警记录 (001 §7.6 /starSafety/forbiddenPoint/alertRecordPage, menu alarm/alertRecord): who entered which
// restricted area, when and for how long, and where the alarm stands in the closed loop; 导出 (alarm:export).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { ListScreen } from '@/ui/list-screen';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { formatMinutes } from '@/domain/duration';
import { CLOSED_LOOP_STATUS } from '@/domain/alarm-codes';
import { alertRecordBody, PERSON_TYPES, projectOf } from './alarm-codes';
import { forbiddenPointOptionsQuery } from './alarm-queries';
import { StatusTag } from '@/ui/status-tag';
import { optionsOf } from '@/lib/options';

type Alert = components['schemas']['AlarmForbiddenAlertRecord'];

const columns: ColumnDef<Alert, unknown>[] = [
  {
    id: 'pointName',
    header: '禁区',
    cell: ({ row }) => <span className="whitespace-nowrap font-medium text-gray-900">{row.original.pointName}</span>,
  },
  {
    id: 'personName',
    header: '人员',
    cell: ({ row }) => (
      <div className="whitespace-nowrap">
        {row.original.personName}
        {row.original.personType ? (
          <span className="ml-1.5 text-xs text-muted">{PERSON_TYPES[row.original.personType]}</span>
        ) : null}
      </div>
    ),
  },
  { id: 'workType', header: '工种/岗位', cell: ({ row }) => row.original.workType || '—' },
  { id: 'teamName', header: '班组', cell: ({ row }) => row.original.teamName || '—' },
  {
    id: 'companyName',
    header: '参建单位',
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.companyName || '—'}</span>,
  },
  {
    id: 'hatInnerid',
    header: '安全帽编号',
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.hatInnerid || '—'}</span>,
  },
  {
    id: 'enterTime',
    header: '进入时间',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.enterTime, 'dateTime')}</span>,
  },
  {
    id: 'leaveTime',
    header: '离开时间',
    cell: ({ row }) =>
      row.original.leaveTime ? (
        <span className="whitespace-nowrap">{formatDate(row.original.leaveTime, 'dateTime')}</span>
      ) : (
        <span className="whitespace-nowrap text-danger">仍在禁区内</span>
      ),
  },
  {
    id: 'stayMinutes',
    header: '停留时长',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatMinutes(row.original.stayMinutes)}</span>,
  },
  {
    id: 'minDistance',
    header: '距中心最近',
    cell: ({ row }) => (row.original.minDistance === undefined ? '—' : `${row.original.minDistance} 米`),
  },
  {
    id: 'status',
    header: '闭环状态',
    cell: ({ row }) => (
      <StatusTag table={CLOSED_LOOP_STATUS} value={row.original.status} fallback={row.original.statusName} />
    ),
  },
  { id: 'handlerName', header: '处理人', cell: ({ row }) => row.original.handlerName || '—' },
  {
    id: 'handleTime',
    header: '处理时间',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.handleTime, 'dateTime')}</span>,
  },
];

export default function AlertRecordPage() {
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const perm = usePagePermission();
  const points = useQuery(forbiddenPointOptionsQuery({ projectId, orgId: identity?.org_batch_id || undefined }));
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '关键字', placeholder: '姓名、手机号或安全帽编号' },
      {
        name: 'forbiddenPointId',
        label: '禁区',
        type: 'select',
        options: (points.data ?? []).map((p) => ({ value: p.id, label: p.pointName })),
      },
      { name: 'status', label: '闭环状态', type: 'select', options: optionsOf(CLOSED_LOOP_STATUS) },
      ...dateRangeFilters(),
    ],
    [points.data],
  );

  return (
    <ListScreen<Alert>
      id="alarm-alert-records"
      title="禁区告警记录"
      filters={filters}
      columns={columns}
      operation="listForbiddenPointAlertRecords"
      scope={{ projectId }}
      rowId={(a) => String(a.id)}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/starSafety/forbiddenPoint/alertRecordPage', {
          body: alertRecordBody(values, projectId, page, size),
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={
        perm.hasPerm('alarm:export')
          ? (values) =>
              api.POST('/starSafety/forbiddenPoint/alertRecordPageExport', {
                body: alertRecordBody(values, projectId, 1, 10000),
              })
          : undefined
      }
    />
  );
}
