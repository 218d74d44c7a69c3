// The point list's columns (网格点位): the name opens the details; the actions by the page's power bits.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { DEPLOY_STATUS, POINT_STATUS, RISK_LEVELS } from './grid-setup-codes';
import { canDeletePoint, personsLine, startAction, type GridPoint } from './grid-point-codes';

export interface PointRowActions {
  can: (bit: 'edit' | 'start' | 'delete') => boolean;
  view: (id: number) => void;
  records: (p: GridPoint) => void;
  edit: (p: GridPoint) => void;
  start: (p: GridPoint) => void;
  remove: (p: GridPoint) => void;
}

function PointActions({ p, on }: { p: GridPoint; on: PointRowActions }) {
  const action = startAction(p.status);
  return (
    <div className="flex gap-3">
      <Button size="sm" variant="link" onClick={() => on.view(p.id)}>
        详情
      </Button>
      <Button size="sm" variant="link" onClick={() => on.records(p)}>
        巡检记录
      </Button>
      {on.can('edit') ? (
        <Button size="sm" variant="link" onClick={() => on.edit(p)}>
          编辑
        </Button>
      ) : null}
      {on.can('start') ? (
        <Button
          size="sm"
          variant="link"
          className={action.to === 2 ? 'text-warning' : 'text-success'}
          onClick={() => on.start(p)}
        >
          {action.label}
        </Button>
      ) : null}
      {on.can('delete') && canDeletePoint(p.status) ? (
        <Button size="sm" variant="link" className="text-danger" onClick={() => on.remove(p)}>
          删除
        </Button>
      ) : null}
    </div>
  );
}

export function pointColumns(on: PointRowActions): ColumnDef<GridPoint, unknown>[] {
  return [
    {
      id: 'pointName',
      header: '点位',
      enableHiding: false,
      cell: ({ row }) => (
        <div className="min-w-40">
          <button
            type="button"
            className="font-medium text-gray-900 hover:text-primary hover:underline"
            onClick={() => on.view(row.original.id)}
          >
            {row.original.pointName}
          </button>
          <p className="text-xs text-muted">{row.original.pointCode}</p>
        </div>
      ),
    },
    { id: 'areaName', header: '施工区域', cell: ({ row }) => <Nowrap>{row.original.areaName}</Nowrap> },
    {
      id: 'riskLevel',
      header: '风险等级',
      cell: ({ row }) => <StatusTag table={RISK_LEVELS} value={row.original.riskLevel} />,
    },
    { id: 'categoryNames', header: '隐患分类', cell: ({ row }) => <Nowrap>{row.original.categoryNames}</Nowrap> },
    { id: 'ruleName', header: '巡检规则', cell: ({ row }) => <Nowrap>{row.original.ruleName}</Nowrap> },
    {
      id: 'persons',
      header: '责任人',
      cell: ({ row }) => <p className="min-w-44 whitespace-normal">{personsLine(row.original.persons)}</p>,
    },
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => <StatusTag table={POINT_STATUS} value={row.original.status} />,
    },
    {
      id: 'deployStatus',
      header: '布设',
      cell: ({ row }) => <StatusTag table={DEPLOY_STATUS} value={row.original.deployStatus} />,
    },
    {
      id: 'counts',
      header: '任务/隐患',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {row.original.taskCount ?? 0} / <span className="text-danger">{row.original.troubleCount ?? 0}</span>
        </span>
      ),
    },
    {
      id: 'lastCheckTime',
      header: '最近检查',
      cell: ({ row }) => <Nowrap>{formatDate(row.original.lastCheckTime, 'minute')}</Nowrap>,
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => <PointActions p={row.original} on={on} />,
    },
  ];
}
