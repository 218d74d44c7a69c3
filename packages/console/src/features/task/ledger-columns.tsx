// The columns of 任务台账 and 专项任务台账: the task's name and number and the row's 详情 / 作废 stand once for both;
// each ledger has its own columns in between.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Tag } from '@/ui/status-tag';
import { ProgressBar } from './progress-bar';
import {
  canCancel,
  SPECIAL_STATUS,
  SPECIAL_TYPES,
  TASK_STATUS,
  TASK_TYPES,
  type SpecialLedger,
  type TaskLedger,
} from './task-model';

interface LedgerRow {
  id: number;
  taskNo: string;
  taskName: string;
  status: number;
}

/** What a ledger row can do: open its detail, and be cancelled by who may while it is unfinished. */
export interface LedgerRowActions<T> {
  mayCancel: boolean;
  onDetail: (t: T) => void;
  onCancel: (t: T) => void;
}

const nameColumn = <T extends LedgerRow>(header: string): ColumnDef<T, unknown> => ({
  id: 'taskName',
  header,
  cell: ({ row }) => (
    <div className="flex min-w-48 flex-col">
      <span className="font-medium text-gray-900">{row.original.taskName}</span>
      <span className="font-mono text-xs text-muted">{row.original.taskNo}</span>
    </div>
  ),
});

const actionsColumn = <T extends LedgerRow>({ mayCancel, onDetail, onCancel }: LedgerRowActions<T>) =>
  ({
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <RowActions
        onDetail={() => onDetail(row.original)}
        onCancel={mayCancel && canCancel(row.original.status) ? () => onCancel(row.original) : undefined}
      />
    ),
  }) satisfies ColumnDef<T, unknown>;

/** 详情, and 作废 where the row can be cancelled. */
function RowActions({ onDetail, onCancel }: { onDetail: () => void; onCancel: (() => void) | undefined }) {
  return (
    <div className="flex gap-3">
      <Button size="sm" variant="link" onClick={onDetail}>
        详情
      </Button>
      {onCancel ? (
        <Button size="sm" variant="link" className="text-danger" onClick={onCancel}>
          作废
        </Button>
      ) : null}
    </div>
  );
}

const TASK_COLUMNS: ColumnDef<TaskLedger, unknown>[] = [
  { id: 'taskType', header: '任务类型', cell: ({ row }) => TASK_TYPES[row.original.taskType] ?? '—' },
  { id: 'projectName', header: '项目', cell: ({ row }) => row.original.projectName || '—' },
  { id: 'positionName', header: '执行岗位', cell: ({ row }) => row.original.positionName || '—' },
  { id: 'executorName', header: '执行人', cell: ({ row }) => row.original.executorName },
  { id: 'publisherName', header: '下发人', cell: ({ row }) => row.original.publisherName || '—' },
  {
    id: 'plan',
    header: '计划时间',
    cell: ({ row }) => (
      <div className="flex flex-col whitespace-nowrap text-xs text-gray-600">
        <span>起 {formatDate(row.original.startTime, 'minute')}</span>
        <span>止 {formatDate(row.original.endTime, 'minute')}</span>
      </div>
    ),
  },
  {
    id: 'finishTime',
    header: '完成时间',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.finishTime, 'minute')}</span>,
  },
  {
    id: 'status',
    header: '状态',
    cell: ({ row }) => (
      <div className="flex gap-1">
        <Tag tag={TASK_STATUS[row.original.status]} />
        {row.original.overdue && row.original.status !== 3 ? (
          <Tag tag={{ label: '逾期', className: 'bg-danger/10 text-danger' }} />
        ) : null}
      </div>
    ),
  },
];

export const taskLedgerColumns = (actions: LedgerRowActions<TaskLedger>): ColumnDef<TaskLedger, unknown>[] => [
  nameColumn<TaskLedger>('任务'),
  ...TASK_COLUMNS,
  actionsColumn(actions),
];

const SPECIAL_COLUMNS: ColumnDef<SpecialLedger, unknown>[] = [
  {
    id: 'specialType',
    header: '专项类型',
    cell: ({ row }) => <span className="whitespace-nowrap">{SPECIAL_TYPES[row.original.specialType] ?? '—'}</span>,
  },
  {
    id: 'issueOrgName',
    header: '下发组织',
    cell: ({ row }) => <span className="block min-w-32">{row.original.issueOrgName || '—'}</span>,
  },
  {
    id: 'projectName',
    header: '项目',
    cell: ({ row }) => <span className="block min-w-40">{row.original.projectName || '—'}</span>,
  },
  { id: 'leaderName', header: '负责人', cell: ({ row }) => row.original.leaderName || '—' },
  {
    id: 'period',
    header: '检查期限',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {formatDate(row.original.startDate)} 至 {formatDate(row.original.endDate)}
      </span>
    ),
  },
  { id: 'progress', header: '检查进度', cell: ({ row }) => <ProgressBar row={row.original} /> },
  {
    id: 'troubleCount',
    header: '隐患数',
    cell: ({ row }) => (
      <span className={row.original.troubleCount ? 'font-medium text-warning' : 'text-gray-600'}>
        {row.original.troubleCount ?? 0}
      </span>
    ),
  },
  { id: 'status', header: '状态', cell: ({ row }) => <Tag tag={SPECIAL_STATUS[row.original.status]} /> },
];

export const specialLedgerColumns = (actions: LedgerRowActions<SpecialLedger>): ColumnDef<SpecialLedger, unknown>[] => [
  nameColumn<SpecialLedger>('专项任务'),
  ...SPECIAL_COLUMNS,
  actionsColumn(actions),
];
