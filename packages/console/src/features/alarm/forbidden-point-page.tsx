// 禁区点位 (001 §7.6 /starSafety/forbiddenPoint/*, menu alarm/forbiddenPoint): the electronic fences of the projects,
// with their alarm level, white list and alarm counts; 删除 after a confirmation (power bit 8), 导出 (alarm:export).
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useSaveMutation } from '@/ui/save-form-dialog';
import { ListScreen } from '@/ui/list-screen';
import type { FilterField } from '@/ui/filter-bar';
import { forbiddenPointBody, POINT_LEVEL, POINT_STATUS, projectOf } from './alarm-codes';
import { StatusTag } from '@/ui/status-tag';
import { invalidateOperation } from '@site/sdk/query/common';
import { linkColumn } from '@/ui/link-column';
import { optionsOf } from '@/lib/options';

type Point = components['schemas']['AlarmForbiddenPoint'];

const FILTERS: FilterField[] = [
  { name: 'pointName', label: '禁区名称' },
  { name: 'status', label: '启用状态', type: 'select', options: optionsOf(POINT_STATUS) },
];

const pointColumns = (canDelete: boolean, setDeleting: (p: Point) => void): ColumnDef<Point, unknown>[] => [
  {
    id: 'pointName',
    header: '禁区名称',
    cell: ({ row }) => <span className="whitespace-nowrap font-medium text-gray-900">{row.original.pointName}</span>,
  },
  {
    id: 'projectName',
    header: '所属项目',
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.projectName || '—'}</span>,
  },
  { id: 'areaName', header: '施工区域', cell: ({ row }) => row.original.areaName || '—' },
  {
    id: 'shape',
    header: '围栏',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {row.original.shape === 1 ? `圆形 · 半径 ${row.original.radius ?? 0} 米` : '多边形'}
      </span>
    ),
  },
  {
    id: 'alarmLevel',
    header: '报警级别',
    cell: ({ row }) => <StatusTag table={POINT_LEVEL} value={row.original.alarmLevel} />,
  },
  { id: 'whiteCount', header: '白名单', cell: ({ row }) => `${row.original.whiteCount ?? 0} 人` },
  {
    id: 'alerts',
    header: '今日 / 累计报警',
    cell: ({ row }) => (
      <span className="tabular-nums">
        <span className={row.original.todayAlertCount ? 'font-medium text-danger' : undefined}>
          {row.original.todayAlertCount ?? 0}
        </span>
        {' / '}
        {row.original.alertCount ?? 0}
      </span>
    ),
  },
  {
    id: 'status',
    header: '状态',
    cell: ({ row }) => <StatusTag table={POINT_STATUS} value={row.original.status} />,
  },
  { id: 'createBy', header: '创建人', cell: ({ row }) => row.original.createBy || '—' },
  {
    id: 'createTime',
    header: '创建时间',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.createTime, 'dateTime')}</span>,
  },
  ...(canDelete ? [linkColumn<Point>({ label: '删除', onClick: setDeleting, className: 'text-danger' })] : []),
];

export default function ForbiddenPointPage() {
  const { identity } = useSession();
  const scope = { projectId: projectOf(identity), orgId: identity?.org_batch_id || undefined };
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<Point | null>(null);
  const remove = useSaveMutation(
    (id: number) => api.POST('/starSafety/forbiddenPoint/del', { body: { id } }),
    () => {
      setDeleting(null);
      void invalidateOperation(queryClient, 'listForbiddenPoints');
    },
    '禁区点位已删除',
  );

  const canDelete = perm.can('delete');
  const columns = useMemo(() => pointColumns(canDelete, setDeleting), [canDelete]);

  return (
    <>
      <ListScreen<Point>
        id="alarm-forbidden-points"
        title="禁区点位"
        filters={FILTERS}
        columns={columns}
        operation="listForbiddenPoints"
        scope={scope}
        rowId={(p) => String(p.id)}
        load={async ({ page, size, filters, signal }) => {
          const env = await api.POST('/starSafety/forbiddenPoint/page', {
            body: forbiddenPointBody(filters, scope, page, size),
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        exportFile={
          perm.hasPerm('alarm:export')
            ? (filters) =>
                api.POST('/starSafety/forbiddenPoint/export', { body: forbiddenPointBody(filters, scope, 1, 10000) })
            : undefined
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="删除禁区点位"
        message={`确定删除禁区“${deleting?.pointName ?? ''}”吗？删除后进入该区域不再产生闯入报警，历史报警记录保留。`}
        confirmText="删除"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}
