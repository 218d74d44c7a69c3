// 点位任务 (001 §7.5 ginCheckPointTaskList): the point check tasks with their conclusion and hazard state, each
// opening its detail (/grid/pointTaskDetail) where the check is concluded and the hazard handled; 任务分析 shows the
// period's numbers (analysis) as cards and charts.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { PageTabs } from '@/ui/page-tabs';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import {
  pointTaskDetailRoute,
  SAFE_STATUS,
  optionsOf,
  TROUBLE_LEVEL,
  TROUBLE_STATUS,
  type PointTask,
} from './grid-task-model';
import { PointTaskList, taskColumns } from './point-task-list';
import { TaskAnalysis } from './task-analysis';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '点位名称或任务编号' },
  { name: 'safeStatus', label: '检查结论', type: 'select', options: optionsOf(SAFE_STATUS) },
  { name: 'troubleStatus', label: '隐患状态', type: 'select', options: optionsOf(TROUBLE_STATUS) },
  { name: 'troubleLevel', label: '隐患等级', type: 'select', options: optionsOf(TROUBLE_LEVEL) },
  ...dateRangeFilters('计划日期'),
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
      taskColumns.checkName,
      taskColumns.checkUser('检查人'),
      { id: 'planDate', header: '计划日期', cell: ({ row }) => <Nowrap>{formatDate(row.original.planDate)}</Nowrap> },
      taskColumns.checkTime('检查时间'),
      {
        id: 'safeStatus',
        header: '检查结论',
        cell: ({ row }) => <StatusTag table={SAFE_STATUS} value={row.original.safeStatus} />,
      },
      taskColumns.troubleLevel,
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
      ...taskColumns.rectify,
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
  return <PointTaskList id="grid-point-task" title="点位任务" filters={FILTERS} columns={columns} />;
}
