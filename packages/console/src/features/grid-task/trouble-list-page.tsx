// 隐患处置 (001 §7.5): the point tasks where a hazard was found (ginCheckPointTaskList/page, safeStatus 2) with the
// hazard's level, state, rectifier and deadline. By the row's state: 处理 opens /troubleHandle, 审批 (trouble:audit)
// opens /approvalOfHiddenDangers, 查看驳回 opens /hiddenDangerBh, 复查 and 详情 open the task detail.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '@/app/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/session/session-store';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import {
  pointTaskDetailRoute,
  pointTaskQuery,
  projectOf,
  toOptions,
  troubleActions,
  TROUBLE_LEVEL,
  troubleRoute,
  TROUBLE_STATUS,
  type PointTask,
  type TroubleAction,
} from './grid-task-model';
import { DeadlineCell } from './deadline-cell';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '点位名称或任务编号' },
  {
    name: 'troubleStatus',
    label: '隐患状态',
    type: 'select',
    options: toOptions(TROUBLE_STATUS).filter((o) => o.value !== '0'),
  },
  { name: 'troubleLevel', label: '隐患等级', type: 'select', options: toOptions(TROUBLE_LEVEL) },
  { name: 'startDate', label: '计划日期起', type: 'date' },
  { name: 'endDate', label: '计划日期止', type: 'date' },
];

const LABEL: Record<TroubleAction, string> = {
  handle: '处理',
  approve: '审批',
  review: '复查',
  rejected: '查看驳回',
  detail: '详情',
};

export default function TroubleListPage() {
  const navigate = useNavigate();
  const perm = usePagePermission();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const canEdit = perm.can('edit');
  const canAudit = perm.hasPerm('trouble:audit');
  const columns = useMemo<ColumnDef<PointTask, unknown>[]>(() => {
    const go = (action: TroubleAction, t: PointTask) => {
      if (action === 'handle') void navigate(troubleRoute(t.id, 1));
      else if (action === 'approve') void navigate(troubleRoute(t.id, 2));
      else if (action === 'rejected') void navigate(troubleRoute(t.id, 3));
      else void navigate(pointTaskDetailRoute(t.id));
    };
    return [
      {
        id: 'point',
        header: '点位',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex flex-col whitespace-nowrap">
            <span className="font-medium text-gray-900">{row.original.pointName}</span>
            <span className="font-mono text-xs text-gray-500">{row.original.taskNo ?? '—'}</span>
          </div>
        ),
      },
      { id: 'areaName', header: '施工区域', cell: ({ row }) => <Nowrap>{row.original.areaName}</Nowrap> },
      { id: 'checkName', header: '所属检查', cell: ({ row }) => <Nowrap>{row.original.checkName}</Nowrap> },
      {
        id: 'troubleLevel',
        header: '隐患等级',
        cell: ({ row }) => <StatusTag table={TROUBLE_LEVEL} value={row.original.troubleLevel} />,
      },
      {
        id: 'troubleStatus',
        header: '隐患状态',
        cell: ({ row }) => <StatusTag table={TROUBLE_STATUS} value={row.original.troubleStatus} />,
      },
      { id: 'checkUserName', header: '发现人', cell: ({ row }) => <Nowrap>{row.original.checkUserName}</Nowrap> },
      {
        id: 'checkTime',
        header: '发现时间',
        cell: ({ row }) => (
          <Nowrap>{row.original.checkTime ? formatDate(row.original.checkTime, 'minute') : null}</Nowrap>
        ),
      },
      {
        id: 'rectifyUserName',
        header: '整改责任人',
        cell: ({ row }) => <Nowrap>{row.original.rectifyUserName}</Nowrap>,
      },
      {
        id: 'rectifyDeadline',
        header: '整改期限',
        cell: ({ row }) => <DeadlineCell deadline={row.original.rectifyDeadline} status={row.original.troubleStatus} />,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex gap-3">
            {troubleActions(row.original, canEdit, canAudit).map((a) => (
              <Button
                key={a}
                size="sm"
                variant="link"
                className={a === 'rejected' ? 'text-danger' : undefined}
                onClick={() => go(a, row.original)}
              >
                {LABEL[a]}
              </Button>
            ))}
          </div>
        ),
      },
    ];
  }, [navigate, canEdit, canAudit]);
  return (
    <ListScreen<PointTask>
      id="grid-trouble-list"
      title="隐患处置"
      filters={FILTERS}
      columns={columns}
      operation="pageGridPointTasks"
      scope={{ projectId, onlyTrouble: true }}
      rowId={(t) => String(t.id)}
      load={async ({ page, size, filters, signal }) => {
        const env = await api.POST('/grid/ginCheckPointTaskList/page', {
          body: pointTaskQuery(filters, page, size, projectId, true),
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}
