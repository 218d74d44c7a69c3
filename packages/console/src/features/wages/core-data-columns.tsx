// 核心数据 table columns (core-data-page): the month's wage figures, the pay rate bar, the lock and its action.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { formatRate } from '@/domain/money';
import { Button } from '@/ui/button';
import { StatusTag } from '@/ui/status-tag';
import { Money } from '@/domain/money-cell';
import { LOCK_STATUS } from './wages-status';
import { projectColumn } from './wages-columns';

export type CoreData = components['schemas']['WagesLedgerCoreData'];

function RateBar({ rate }: { rate: number | undefined }) {
  const value = Math.max(0, Math.min(100, rate ?? 0));
  const tone = value >= 100 ? 'bg-success' : value >= 95 ? 'bg-primary' : 'bg-warning';
  return (
    <div className="flex min-w-28 items-center gap-2">
      <div className="h-1.5 w-14 overflow-hidden rounded-full bg-gray-100" aria-hidden>
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${value}%` }} />
      </div>
      <span className="tabular-nums">{formatRate(rate)}</span>
    </div>
  );
}

export function coreDataColumns(
  canLock: boolean,
  setConfirmRow: (row: CoreData) => void,
): ColumnDef<CoreData, unknown>[] {
  return [
    projectColumn(),
    {
      id: 'period',
      header: '工资月份',
      cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{row.original.period}</span>,
    },
    {
      id: 'workers',
      header: '在册 / 出勤 / 发放（人）',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {row.original.workerCount ?? 0} / {row.original.attendWorkerCount ?? 0} / {row.original.payWorkerCount ?? 0}
        </span>
      ),
    },
    {
      id: 'payable',
      header: '应发工资（元）',
      cell: ({ row }) => (
        <span className="font-semibold text-gray-900">
          <Money value={row.original.payableAmount} />
        </span>
      ),
    },
    { id: 'paid', header: '实发工资（元）', cell: ({ row }) => <Money value={row.original.paidAmount} /> },
    {
      id: 'unpaid',
      header: '欠发工资（元）',
      cell: ({ row }) => (
        <Money value={row.original.unpaidAmount} tone={row.original.unpaidAmount ? 'danger' : 'muted'} />
      ),
    },
    { id: 'payRate', header: '发放率', cell: ({ row }) => <RateBar rate={row.original.payRate} /> },
    {
      id: 'trouble',
      header: '问题工资',
      cell: ({ row }) =>
        row.original.troubleWorkerCount ? (
          <span className="whitespace-nowrap">
            <span className="text-danger">{row.original.troubleWorkerCount} 人</span>
            <span className="mx-1 text-gray-300">|</span>
            <Money value={row.original.troubleAmount} /> 元
          </span>
        ) : (
          <span className="text-muted">无</span>
        ),
    },
    {
      id: 'lockStatus',
      header: '锁定状态',
      cell: ({ row }) => (
        <div className="whitespace-nowrap">
          <StatusTag table={LOCK_STATUS} value={row.original.lockStatus} />
          {row.original.lockStatus === 1 ? (
            <p className="mt-0.5 text-xs text-muted">
              {row.original.lockBy ?? ''} {formatDate(row.original.lockTime, 'minute', '')}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) =>
        canLock && row.original.lockStatus === 0 ? (
          <Button size="sm" variant="link" onClick={() => setConfirmRow(row.original)}>
            锁定
          </Button>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  ];
}
