// 问题工资记录 table columns (trouble-page): the record, its amounts and state, 处理 / 详情 and 审批详情.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import type { PagePermission } from '@/session/power';
import { Button } from '@/ui/button';
import { StatusTag } from '@/ui/status-tag';
import { Money } from '@/domain/money-cell';
import { TwoLines } from '@/ui/two-lines';
import { HANDLE_WAY, TROUBLE_STATUS, TROUBLE_TYPE } from './wages-status';
import { projectColumn } from './wages-columns';
import { moneyColumn, leftTone } from '@/domain/money-column';

export type Trouble = components['schemas']['WagesTroubleRecord'];

/** A record still open (待处理, 处理中, 已驳回) is handled; a finished one is only viewed. */
const isOpen = (t: Pick<Trouble, 'status'>) => t.status !== 2;

interface ActionProps {
  perm: PagePermission;
  open: (t: Trouble) => void;
  openApproval: (proInstId: string) => void;
}

function TroubleActions({ t, perm, open, openApproval }: ActionProps & { t: Trouble }) {
  return (
    <div className="flex whitespace-nowrap">
      <Button size="sm" variant="link" onClick={() => open(t)}>
        {isOpen(t) && perm.can('edit') ? '处理' : '详情'}
      </Button>
      {t.proInstId ? (
        <Button size="sm" variant="link" onClick={() => openApproval(t.proInstId ?? '')}>
          审批详情
        </Button>
      ) : null}
    </div>
  );
}

export function troubleColumns({ perm, open, openApproval }: ActionProps): ColumnDef<Trouble, unknown>[] {
  return [
    projectColumn(),
    {
      id: 'period',
      header: '工资月份',
      cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{row.original.period}</span>,
    },
    {
      id: 'troubleType',
      header: '问题类型',
      cell: ({ row }) => <StatusTag table={TROUBLE_TYPE} value={row.original.troubleType} />,
    },
    {
      id: 'reason',
      header: '问题说明',
      cell: ({ row }) => <p className="line-clamp-2 min-w-48 max-w-72 text-gray-600">{row.original.reason || '—'}</p>,
    },
    {
      id: 'count',
      header: '工人 / 单位',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {row.original.workerCount ?? 0} 人 / {row.original.companyCount ?? 0} 家
        </span>
      ),
    },
    {
      id: 'troubleAmount',
      header: '问题金额（元）',
      cell: ({ row }) => (
        <span className="font-semibold text-gray-900">
          <Money value={row.original.troubleAmount} />
        </span>
      ),
    },
    moneyColumn('handledAmount', '已处理（元）', 'success'),
    moneyColumn('unhandledAmount', '未处理（元）', leftTone),
    {
      id: 'handleWay',
      header: '处理方式',
      cell: ({ row }) => <StatusTag table={HANDLE_WAY} value={row.original.handleWay} />,
    },
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => <StatusTag table={TROUBLE_STATUS} value={row.original.status} />,
    },
    {
      id: 'create',
      header: '登记',
      cell: ({ row }) => (
        <TwoLines
          className="min-w-32"
          main={<span className="font-normal text-gray-700">{row.original.createBy ?? '—'}</span>}
          sub={formatDate(row.original.createTime, 'minute')}
        />
      ),
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => <TroubleActions t={row.original} perm={perm} open={open} openApproval={openApproval} />,
    },
  ];
}
