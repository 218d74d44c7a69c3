// 点位任务 (001 §7.5 ginCheckPointTaskList): the point check tasks with their conclusion and hazard state, each
// opening its detail (/grid/pointTaskDetail) where the check is concluded and the hazard handled; 任务分析 shows the
// period's numbers (analysis) as cards and charts.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '@/app/api';
import { formatDate } from '@/lib/dates';
import { useSession } from '@/session/session-store';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import {
  pointTaskDetailRoute,
  pointTaskQuery,
  projectOf,
  SAFE_STATUS,
  toOptions,
  TROUBLE_LEVEL,
  TROUBLE_STATUS,
  type PointTask,
} from './grid-task-model';
import { DeadlineCell } from './deadline-cell';
import { TaskAnalysis } from './task-analysis';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '点位名称或任务编号' },
  { name: 'safeStatus', label: '检查结论', type: 'select', options: toOptions(SAFE_STATUS) },
  { name: 'troubleStatus', label: '隐患状态', type: 'select', options: toOptions(TROUBLE_STATUS) },
  { name: 'troubleLevel', label: '隐患等级', type: 'select', options: toOptions(TROUBLE_LEVEL) },
  { name: 'startDate', label: '计划日期起', type: 'date' },
  { name: 'endDate', label: '计划日期止', type: 'date' },
];

export default function PointTaskPage() {
  return (
    <PageTabs
      label="点位任务"
      tabs={[
        { key: 'list', label: '任务列表', render: () => <TaskList /> },
        { key: 'analysis', label: '任务分析', render: () => <TaskAnalysis /> },
      ]}
    />
  );
}

function TaskList() {
  const navigate = useNavigate();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const columns = useMemo<ColumnDef<PointTask, unknown>[]>(
    () => [
      {
        id: 'taskNo',
        header: '任务编号',
        enableHiding: false,
        cell: ({ row }) => <span className="font-mono text-xs text-gray-700">{row.original.taskNo ?? '—'}</span>,
      },
      {
        id: 'point',
        header: '点位',
        cell: ({ row }) => (
          <div className="flex flex-col whitespace-nowrap">
            <span className="font-medium text-gray-900">{row.original.pointName}</span>
            <span className="text-xs text-gray-500">{row.original.areaName ?? '—'}</span>
          </div>
        ),
      },
      { id: 'checkName', header: '所属检查', cell: ({ row }) => <Nowrap>{row.original.checkName}</Nowrap> },
      { id: 'checkUserName', header: '检查人', cell: ({ row }) => <Nowrap>{row.original.checkUserName}</Nowrap> },
      { id: 'planDate', header: '计划日期', cell: ({ row }) => <Nowrap>{formatDate(row.original.planDate)}</Nowrap> },
      {
        id: 'checkTime',
        header: '检查时间',
        cell: ({ row }) => (
          <Nowrap>{row.original.checkTime ? formatDate(row.original.checkTime, 'minute') : null}</Nowrap>
        ),
      },
      {
        id: 'safeStatus',
        header: '检查结论',
        cell: ({ row }) => <StatusTag table={SAFE_STATUS} value={row.original.safeStatus} />,
      },
      {
        id: 'troubleLevel',
        header: '隐患等级',
        cell: ({ row }) => <StatusTag table={TROUBLE_LEVEL} value={row.original.troubleLevel} />,
      },
      {
        id: 'troubleStatus',
        header: '隐患状态',
        cell: ({ row }) =>
          row.original.troubleStatus ? (
            <StatusTag table={TROUBLE_STATUS} value={row.original.troubleStatus} />
          ) : (
            <span className="text-muted">—</span>
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
          <Button size="sm" variant="link" onClick={() => void navigate(pointTaskDetailRoute(row.original.id))}>
            详情
          </Button>
        ),
      },
    ],
    [navigate],
  );
  return (
    <ListScreen<PointTask>
      id="grid-point-task"
      title="点位任务"
      filters={FILTERS}
      columns={columns}
      operation="pageGridPointTasks"
      scope={{ projectId }}
      rowId={(t) => String(t.id)}
      load={async ({ page, size, filters, signal }) => {
        const env = await api.POST('/grid/ginCheckPointTaskList/page', {
          body: pointTaskQuery(filters, page, size, projectId),
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}
