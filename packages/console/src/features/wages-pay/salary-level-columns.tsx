// 工资预结算 · 工资汇总: the columns of each summary level.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { cn } from '@/lib/cn';
import { StatusTag, Tag } from '@/ui/status-tag';
import { formatCount } from '@/domain/money';
import { TwoLines } from './pay-cells';
import { COMPANY_CONFIRM_STATUS, ORG_TYPE } from './pay-status';
import { moneyColumn, leftTone } from '@/domain/money-column';

type S = components['schemas'];

interface PayAmounts {
  payableAmount: number;
  deductAmount?: number | null;
  paidAmount?: number | null;
  unpaidAmount: number;
}

const attendDaysColumn = <R extends { attendDays?: number | null }>(): ColumnDef<R, unknown> => ({
  id: 'attendDays',
  header: '出勤天数',
  cell: ({ row }) => <span className="tabular-nums">{formatCount(row.original.attendDays)}</span>,
});

/** 应发, 扣款, 已发 and 未发 (red while some is unpaid). */
const payColumns = <R extends PayAmounts>(): ColumnDef<R, unknown>[] => [
  moneyColumn('payableAmount', '应发（元）', 'strong'),
  moneyColumn('deductAmount', '扣款（元）'),
  moneyColumn('paidAmount', '已发（元）', 'success'),
  moneyColumn('unpaidAmount', '未发（元）', leftTone),
];

export const amountColumns = <
  R extends PayAmounts & {
    workerCount: number;
    attendDays?: number | null;
  },
>(): ColumnDef<R, unknown>[] => [
  { id: 'workerCount', header: '工人数', cell: ({ row }) => `${row.original.workerCount} 人` },
  attendDaysColumn<R>(),
  ...payColumns<R>(),
];

type WorkerWageRow = PayAmounts &
  Pick<
    S['WagesSalaryWorkerRow'],
    | 'workerName'
    | 'idCard'
    | 'teamName'
    | 'workType'
    | 'companyName'
    | 'attendDays'
    | 'dailyWage'
    | 'bankCardNo'
    | 'bankName'
  >;

/** 工人 (name and ID card) of a worker's wages: a salary summary's worker level and a pre-settlement's workers. */
export const workerNameColumn = <R extends WorkerWageRow>(): ColumnDef<R, unknown> => ({
  id: 'workerName',
  header: '工人',
  cell: ({ row }) => <TwoLines main={row.original.workerName} sub={row.original.idCard} />,
});

/** 班组 / 单位, 出勤天数, 日工资, the amounts and 工资卡 of a worker's wages. */
export const workerWageColumns = <R extends WorkerWageRow>(): ColumnDef<R, unknown>[] => [
  {
    id: 'team',
    header: '班组 / 单位',
    cell: ({ row }) => (
      <TwoLines
        className="min-w-48"
        main={<span className="font-normal">{`${row.original.teamName ?? '—'} · ${row.original.workType ?? ''}`}</span>}
        sub={row.original.companyName}
      />
    ),
  },
  attendDaysColumn<R>(),
  moneyColumn('dailyWage', '日工资（元）'),
  ...payColumns<R>(),
  {
    id: 'bank',
    header: '工资卡',
    cell: ({ row }) => (
      <TwoLines
        className="min-w-44"
        main={<span className="font-normal tabular-nums">{row.original.bankCardNo ?? '—'}</span>}
        sub={row.original.bankName}
      />
    ),
  },
];

const periodColumn = <R extends { period: string }>(): ColumnDef<R, unknown> => ({
  id: 'period',
  header: '工资周期',
  cell: ({ row }) => <span className="tabular-nums">{row.original.period}</span>,
});

/** 项目 (with its branch under it) and 工资周期: how a pre-settlement's rows begin. */
export const projectPeriodColumns = <
  R extends { projectName?: string | null; branchName?: string | null; period: string },
>(): ColumnDef<R, unknown>[] => [
  {
    id: 'projectName',
    header: '项目',
    cell: ({ row }) => <TwoLines main={row.original.projectName} sub={row.original.branchName} />,
  },
  periodColumn(),
];

export const BRANCH_COLUMNS: ColumnDef<S['WagesSalaryBranchRow'], unknown>[] = [
  {
    id: 'branchName',
    header: '分公司',
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.branchName}</span>,
  },
  periodColumn(),
  { id: 'projectCount', header: '项目数', cell: ({ row }) => `${row.original.projectCount ?? 0} 个` },
  ...amountColumns<S['WagesSalaryBranchRow']>(),
];

export const COMPANY_COLUMNS: ColumnDef<S['WagesSalaryCompanyRow'], unknown>[] = [
  {
    id: 'companyName',
    header: '参建单位',
    cell: ({ row }) => <TwoLines className="min-w-48" main={row.original.companyName} sub={row.original.projectName} />,
  },
  periodColumn(),
  { id: 'companyType', header: '单位类型', cell: ({ row }) => row.original.companyType ?? '—' },
  { id: 'teamCount', header: '班组数', cell: ({ row }) => `${row.original.teamCount ?? 0} 个` },
  {
    id: 'confirmStatus',
    header: '确认状态',
    cell: ({ row }) => <StatusTag table={COMPANY_CONFIRM_STATUS} value={row.original.confirmStatus} />,
  },
  ...amountColumns<S['WagesSalaryCompanyRow']>(),
];

export const TEAM_COLUMNS: ColumnDef<S['WagesSalaryTeamRow'], unknown>[] = [
  {
    id: 'teamName',
    header: '班组',
    cell: ({ row }) => <TwoLines main={row.original.teamName} sub={`班组长 ${row.original.leaderName ?? '—'}`} />,
  },
  periodColumn(),
  {
    id: 'companyName',
    header: '参建单位 / 项目',
    cell: ({ row }) => (
      <TwoLines
        className="min-w-48"
        main={<span className="font-normal">{row.original.companyName}</span>}
        sub={row.original.projectName}
      />
    ),
  },
  ...amountColumns<S['WagesSalaryTeamRow']>(),
];

export const WORKER_COLUMNS: ColumnDef<S['WagesSalaryWorkerRow'], unknown>[] = [
  workerNameColumn(),
  periodColumn(),
  ...workerWageColumns<S['WagesSalaryWorkerRow']>(),
];

export const ORG_COLUMNS: ColumnDef<S['WagesSalaryOrgRow'], unknown>[] = [
  {
    id: 'orgName',
    header: '组织',
    cell: ({ row }) => (
      <div
        className={cn(
          'flex items-center gap-2',
          row.original.orgType === 'xm' ? 'pl-8' : row.original.orgType === 'fgs' && 'pl-4',
        )}
      >
        <Tag tag={ORG_TYPE[row.original.orgType]} />
        <span className="font-medium text-gray-900">{row.original.orgName}</span>
      </div>
    ),
  },
  periodColumn(),
  { id: 'projectCount', header: '项目数', cell: ({ row }) => `${row.original.projectCount ?? 0} 个` },
  ...amountColumns<S['WagesSalaryOrgRow']>(),
];
