// 工资专户台账 (001 §7.3 /star/laborwageaccount/page, menu wages/accountLedger): each project's wage account with its
// bank, balance, this month's and the total in and out, and its status; export of the current filter.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { ListScreen } from '@/ui/list-screen';
import type { FilterField } from '@/ui/filter-bar';
import { Money } from '@/domain/money-cell';
import { TwoLines } from '@/ui/two-lines';
import { StatusTag } from '@/ui/status-tag';
import { accountFilter } from './wages-bodies';
import { projectOptionsQuery } from './wages-queries';
import { ACCOUNT_STATUS, optionsOf } from './wages-status';
import { projectColumn, landAreaColumn } from './wages-columns';

type Account = components['schemas']['WagesLedgerAccount'];

const columns: ColumnDef<Account, unknown>[] = [
  projectColumn(),
  landAreaColumn(),
  {
    id: 'account',
    header: '专户名称 / 账号',
    cell: ({ row }) => (
      <TwoLines
        className="min-w-56"
        main={row.original.accountName}
        sub={<span className="tabular-nums">{row.original.accountNo}</span>}
      />
    ),
  },
  {
    id: 'bankName',
    header: '开户行',
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.bankName}</span>,
  },
  {
    id: 'openDate',
    header: '开户日期',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.openDate)}</span>,
  },
  {
    id: 'balance',
    header: '当前余额（元）',
    cell: ({ row }) => (
      <span className="font-semibold text-gray-900">
        <Money value={row.original.balance} />
      </span>
    ),
  },
  { id: 'monthIn', header: '本月入账（元）', cell: ({ row }) => <Money value={row.original.monthInAmount} /> },
  { id: 'monthOut', header: '本月支出（元）', cell: ({ row }) => <Money value={row.original.monthOutAmount} /> },
  { id: 'totalIn', header: '累计入账（元）', cell: ({ row }) => <Money value={row.original.totalInAmount} /> },
  { id: 'totalOut', header: '累计支出（元）', cell: ({ row }) => <Money value={row.original.totalOutAmount} /> },
  {
    id: 'status',
    header: '账户状态',
    cell: ({ row }) => <StatusTag table={ACCOUNT_STATUS} value={row.original.status} />,
  },
  {
    id: 'updateTime',
    header: '流水同步时间',
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-gray-500">{formatDate(row.original.updateTime, 'minute')}</span>
    ),
  },
];

export default function AccountLedgerPage() {
  const perm = usePagePermission();
  const projects = useQuery(projectOptionsQuery());
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'bankName', label: '开户行', placeholder: '请输入开户行关键字' },
      { name: 'status', label: '账户状态', type: 'select', options: optionsOf(ACCOUNT_STATUS) },
    ],
    [projects.data],
  );

  return (
    <ListScreen<Account>
      id="wages-account-ledger"
      title="工资专户台账"
      filters={filters}
      columns={columns}
      operation="listWageAccountLedger"
      rowId={(a) => String(a.id)}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/star/laborwageaccount/page', {
          body: { pageNum: page, pageSize: size, ...accountFilter(values) },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={
        perm.hasPerm('wages:export')
          ? (values) => api.POST('/star/laborwageaccount/exportData', { body: accountFilter(values) })
          : undefined
      }
    />
  );
}
