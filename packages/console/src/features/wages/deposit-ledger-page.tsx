// 保证金台账 (001 §7.3 /star/deposit/page, menu wages/depositLedger): each project's wage deposit, how it is held,
// its amount, term, what was returned or used, and its status; export of the current filter.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { ListScreen } from '@/ui/list-screen';
import type { FilterField } from '@/ui/filter-bar';
import { Money } from '@/domain/money-cell';
import { TwoLines } from '@/ui/two-lines';
import { StatusTag } from '@/ui/status-tag';
import { depositFilter } from './wages-bodies';
import { projectOptionsQuery } from './wages-queries';
import { DEPOSIT_STATUS, DEPOSIT_TYPE, optionsOf } from './wages-status';
import { projectColumn, landAreaColumn } from './wages-columns';
import { moneyColumn, leftTone } from '@/domain/money-column';

type Deposit = components['schemas']['WagesLedgerDeposit'];

/** A guarantee ending within 90 days is flagged. */
const SOON_DAYS = 90;

function ExpireCell({ date }: { date: string | null | undefined }) {
  if (!date) return <span className="text-muted">长期</span>;
  const days = dayjs(date).diff(dayjs().startOf('day'), 'day');
  return (
    <span className="whitespace-nowrap">
      {formatDate(date)}
      {days < 0 ? (
        <span className="ml-1 rounded bg-gray-100 px-1.5 text-xs text-gray-500">已到期</span>
      ) : days <= SOON_DAYS ? (
        <span className="ml-1 rounded bg-warning/10 px-1.5 text-xs text-warning">{days} 天后到期</span>
      ) : null}
    </span>
  );
}

const columns: ColumnDef<Deposit, unknown>[] = [
  projectColumn(),
  landAreaColumn(),
  {
    id: 'depositType',
    header: '缴存方式',
    cell: ({ row }) => <StatusTag table={DEPOSIT_TYPE} value={row.original.depositType} />,
  },
  {
    id: 'amount',
    header: '缴存金额（元）',
    cell: ({ row }) => (
      <span className="font-semibold text-gray-900">
        <Money value={row.original.amount} />
      </span>
    ),
  },
  {
    id: 'returnAmount',
    header: '已返还（元）',
    cell: ({ row }) => (
      <Money value={row.original.returnAmount} tone={row.original.returnAmount ? 'success' : 'muted'} />
    ),
  },
  moneyColumn('usedAmount', '已动用（元）', leftTone),
  {
    id: 'institution',
    header: '存储银行 / 出函机构',
    cell: ({ row }) => (
      <TwoLines
        className="min-w-52"
        main={<span className="font-normal text-gray-700">{row.original.institution}</span>}
        sub={row.original.guaranteeNo ? `编号 ${row.original.guaranteeNo}` : undefined}
      />
    ),
  },
  {
    id: 'depositDate',
    header: '缴存日期',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.depositDate)}</span>,
  },
  { id: 'expireDate', header: '到期日期', cell: ({ row }) => <ExpireCell date={row.original.expireDate} /> },
  {
    id: 'status',
    header: '状态',
    cell: ({ row }) => <StatusTag table={DEPOSIT_STATUS} value={row.original.status} />,
  },
  {
    id: 'remark',
    header: '备注',
    cell: ({ row }) => <p className="min-w-40 text-gray-500">{row.original.remark || '—'}</p>,
  },
];

export default function DepositLedgerPage() {
  const perm = usePagePermission();
  const projects = useQuery(projectOptionsQuery());
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'depositType', label: '缴存方式', type: 'select', options: optionsOf(DEPOSIT_TYPE) },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(DEPOSIT_STATUS) },
      { name: 'expireBefore', label: '到期早于', type: 'date' },
    ],
    [projects.data],
  );

  return (
    <ListScreen<Deposit>
      id="wages-deposit-ledger"
      title="保证金台账"
      filters={filters}
      columns={columns}
      operation="listDepositLedger"
      rowId={(d) => String(d.id)}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/star/deposit/page', {
          body: { pageNum: page, pageSize: size, ...depositFilter(values) },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={
        perm.hasPerm('wages:export')
          ? (values) => api.POST('/star/deposit/exportData', { body: depositFilter(values) })
          : undefined
      }
    />
  );
}
