// 应急支付 · the list's columns.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { StatusTag } from '@/ui/status-tag';
import { TwoLines } from './pay-cells';
import { EMERGENCY_STATUS } from './pay-status';
import { moneyColumn } from '@/domain/money-column';
import { whoWhenColumn } from '@/ui/who-when-column';

type Emergency = components['schemas']['WagesEmergencyRecord'];

export const emergencyColumns = (onView: (row: Emergency) => void): ColumnDef<Emergency, unknown>[] => [
  {
    id: 'projectName',
    header: '项目 / 参建单位',
    cell: ({ row }) => <TwoLines className="min-w-48" main={row.original.projectName} sub={row.original.companyName} />,
  },
  {
    id: 'period',
    header: '工资周期',
    cell: ({ row }) => <span className="tabular-nums">{row.original.period}</span>,
  },
  {
    id: 'reason',
    header: '申请原因',
    cell: ({ row }) => (
      <p className="line-clamp-2 min-w-56 max-w-80 whitespace-normal text-gray-600">{row.original.reason || '—'}</p>
    ),
  },
  { id: 'workerCount', header: '工人数', cell: ({ row }) => `${row.original.workerCount ?? 0} 人` },
  moneyColumn('amount', '支付金额（元）', 'strong'),
  whoWhenColumn<Emergency>('apply', '申请人 / 时间', 'applicantName', 'applyTime'),
  {
    id: 'payTime',
    header: '支付时间',
    cell: ({ row }) => <span className="tabular-nums">{formatDate(row.original.payTime, 'minute')}</span>,
  },
  {
    id: 'status',
    header: '状态',
    cell: ({ row }) => <StatusTag table={EMERGENCY_STATUS} value={row.original.status} />,
  },
  {
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <Button size="sm" variant="link" onClick={() => onView(row.original)}>
        详情
      </Button>
    ),
  },
];
