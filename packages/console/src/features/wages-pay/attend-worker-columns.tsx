// The columns of one attendance confirmation task's workers (attend-workers.tsx): days from the system, supplemented
// and confirmed, overtime, status, and the row's 补录 / 调整工日 link.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { StatusTag } from '@/ui/status-tag';
import { formatCount } from '@/domain/money';
import { TwoLines } from './pay-cells';
import { ATTEND_WORKER_STATUS } from './pay-status';

type Worker = components['schemas']['WagesAttendWorker'];
type Column = ColumnDef<Worker, unknown>;

const COLUMNS: Column[] = [
  {
    id: 'workerName',
    header: '工人',
    cell: ({ row }) => <TwoLines main={row.original.workerName} sub={row.original.idCard} />,
  },
  { id: 'workType', header: '工种', cell: ({ row }) => row.original.workType ?? '—' },
  {
    id: 'team',
    header: '班组 / 单位',
    cell: ({ row }) => (
      <TwoLines
        className="min-w-44"
        main={<span className="font-normal">{row.original.teamName}</span>}
        sub={row.original.companyName}
      />
    ),
  },
  {
    id: 'attendDays',
    header: '系统考勤（天）',
    cell: ({ row }) => <span className="tabular-nums">{formatCount(row.original.attendDays)}</span>,
  },
  {
    id: 'additionDays',
    header: '补录工日',
    cell: ({ row }) => (
      <span className={row.original.additionDays ? 'tabular-nums text-warning' : 'tabular-nums text-muted'}>
        {formatCount(row.original.additionDays, '0')}
      </span>
    ),
  },
  {
    id: 'confirmDays',
    header: '确认工日',
    cell: ({ row }) => (
      <span className="font-semibold tabular-nums text-gray-900">{formatCount(row.original.confirmDays)}</span>
    ),
  },
  {
    id: 'overtimeHours',
    header: '加班（小时）',
    cell: ({ row }) => <span className="tabular-nums">{formatCount(row.original.overtimeHours)}</span>,
  },
  {
    id: 'status',
    header: '状态',
    cell: ({ row }) => <StatusTag table={ATTEND_WORKER_STATUS} value={row.original.status} />,
  },
  {
    id: 'confirmTime',
    header: '确认时间',
    cell: ({ row }) => <span className="tabular-nums">{formatDate(row.original.confirmTime, 'minute')}</span>,
  },
  {
    id: 'remark',
    header: '备注',
    cell: ({ row }) => <p className="max-w-56 truncate text-gray-600">{row.original.remark || '—'}</p>,
  },
];

/** The workers' columns and the row action: 补录 in supplement mode, 调整工日 for who may confirm, else a dash. */
export function workerColumns({
  mode,
  canConfirm,
  onAdjust,
  onSupplement,
}: {
  mode: 'confirm' | 'supplement';
  canConfirm: boolean;
  onAdjust: (w: Worker) => void;
  onSupplement: (w: Worker) => void;
}): Column[] {
  return [
    ...COLUMNS,
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) =>
        mode === 'supplement' ? (
          <Button size="sm" variant="link" onClick={() => onSupplement(row.original)}>
            补录
          </Button>
        ) : canConfirm ? (
          <Button size="sm" variant="link" onClick={() => onAdjust(row.original)}>
            调整工日
          </Button>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  ];
}
