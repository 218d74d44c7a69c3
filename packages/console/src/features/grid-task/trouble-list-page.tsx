// 隐患处置 (001 §7.5): the point tasks where a hazard was found (ginCheckPointTaskList/page, safeStatus 2) with the
// hazard's level, state, rectifier and deadline. By the row's state: 处理 opens /troubleHandle, 审批 (trouble:audit)
// opens /approvalOfHiddenDangers, 查看驳回 opens /hiddenDangerBh, 复查 and 详情 open the task detail.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import {
  pointTaskDetailRoute,
  optionsOf,
  troubleActions,
  TROUBLE_LEVEL,
  troubleRoute,
  TROUBLE_STATUS,
  type PointTask,
  type TroubleAction,
} from './grid-task-model';
import { PointTaskList, taskColumns } from './point-task-list';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '点位名称或任务编号' },
  {
    name: 'troubleStatus',
    label: '隐患状态',
    type: 'select',
    options: optionsOf(TROUBLE_STATUS).filter((o) => o.value !== '0'),
  },
  { name: 'troubleLevel', label: '隐患等级', type: 'select', options: optionsOf(TROUBLE_LEVEL) },
  ...dateRangeFilters('计划日期'),
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
      taskColumns.checkName,
      taskColumns.troubleLevel,
      {
        id: 'troubleStatus',
        header: '隐患状态',
        cell: ({ row }) => <StatusTag table={TROUBLE_STATUS} value={row.original.troubleStatus} />,
      },
      taskColumns.checkUser('发现人'),
      taskColumns.checkTime('发现时间'),
      ...taskColumns.rectify,
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
  return <PointTaskList id="grid-trouble-list" title="隐患处置" filters={FILTERS} columns={columns} onlyTrouble />;
}
