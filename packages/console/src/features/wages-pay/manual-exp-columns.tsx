// The columns of 手动预结算's periods (manual-exp-page.tsx): the period, its pre-settlement and whether it can be
// started by hand, with 发起 for who may start.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { Button } from '@/ui/button';
import { StatusTag, Tag } from '@/ui/status-tag';
import { PERIOD_STATUS } from './pay-status';

type Period = components['schemas']['WagesExpPeriod'];

export function periodColumns(canStart: boolean, onStart: (period: string) => void): ColumnDef<Period, unknown>[] {
  return [
    {
      id: 'period',
      header: '工资周期',
      cell: ({ row }) => <span className="font-medium tabular-nums text-gray-900">{row.original.period}</span>,
    },
    {
      id: 'status',
      header: '预结算状态',
      cell: ({ row }) => <StatusTag table={PERIOD_STATUS} value={row.original.status} />,
    },
    {
      id: 'expId',
      header: '预结算记录',
      cell: ({ row }) => (
        <span className="tabular-nums text-gray-600">{row.original.expId ? `#${row.original.expId}` : '—'}</span>
      ),
    },
    {
      id: 'canStart',
      header: '可手动发起',
      cell: ({ row }) =>
        row.original.canStart ? (
          <Tag tag={{ label: '可发起', tone: 'success' }} />
        ) : (
          <Tag tag={{ label: '不可发起', tone: 'muted' }} />
        ),
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) =>
        canStart && row.original.canStart ? (
          <Button size="sm" variant="link" onClick={() => onStart(row.original.period)}>
            发起
          </Button>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  ];
}
