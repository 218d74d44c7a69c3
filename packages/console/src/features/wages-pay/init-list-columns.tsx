// 工资初始名单 · the columns of the company, team and worker tabs.
import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Tag } from '@/ui/status-tag';
import { formatCount } from '@/domain/money';
import { Money } from '@/domain/money-cell';
import { TwoLines } from './pay-cells';
import { moneyColumn, leftTone } from '@/domain/money-column';

type S = components['schemas'];

export type Kind = 'company' | 'team' | 'worker';

export type Row = S['WagesInitCompany'] | S['WagesInitTeam'] | S['WagesInitWorker'];

type Column = ColumnDef<Row, unknown>;

/** A cell that reads the row as the kind of its tab. */
const as =
  <T extends Row>(cell: (r: T) => ReactNode) =>
  ({ row }: { row: { original: Row } }) =>
    cell(row.original as T);

const AMOUNTS: Column[] = [
  moneyColumn('payableAmount', '累计应发（元）', 'strong'),
  moneyColumn('paidAmount', '累计已发（元）', 'success'),
  moneyColumn('unpaidAmount', '累计欠发（元）', leftTone),
];

const workerCount: Column = {
  id: 'workerCount',
  header: '用工人数',
  cell: as<S['WagesInitCompany'] | S['WagesInitTeam']>((r) => `${r.workerCount ?? 0} 人`),
};

const attendDays: Column = {
  id: 'attendDays',
  header: '累计工日',
  cell: as<S['WagesInitTeam']>((r) => <span className="tabular-nums">{formatCount(r.attendDays)}</span>),
};

/** The columns before 截止月份, by tab. */
const LEAD: Record<Kind, Column[]> = {
  company: [
    {
      id: 'companyName',
      header: '参建单位',
      cell: as<S['WagesInitCompany']>((r) => <TwoLines main={r.companyName} sub={r.projectName} />),
    },
    {
      id: 'companyType',
      header: '单位类型',
      cell: as<S['WagesInitCompany']>((r) => <Tag tag={undefined} fallback={r.companyType} />),
    },
    {
      id: 'contractAmount',
      header: '合同金额（元）',
      cell: as<S['WagesInitCompany']>((r) => <Money value={r.contractAmount} />),
    },
    {
      id: 'outputAmount',
      header: '累计产值（元）',
      cell: as<S['WagesInitCompany']>((r) => <Money value={r.outputAmount} />),
    },
    ...AMOUNTS,
    workerCount,
  ],
  team: [
    {
      id: 'teamName',
      header: '班组',
      cell: as<S['WagesInitTeam']>((r) => <TwoLines main={r.teamName} sub={r.companyName} />),
    },
    { id: 'leaderName', header: '班组长', cell: as<S['WagesInitTeam']>((r) => r.leaderName ?? '—') },
    workerCount,
    attendDays,
    ...AMOUNTS,
  ],
  worker: [
    {
      id: 'workerName',
      header: '工人',
      cell: as<S['WagesInitWorker']>((r) => <TwoLines main={r.workerName} sub={r.idCard} />),
    },
    {
      id: 'teamName',
      header: '班组 / 单位',
      cell: as<S['WagesInitWorker']>((r) => (
        <TwoLines className="min-w-44" main={<span className="font-normal">{r.teamName}</span>} sub={r.companyName} />
      )),
    },
    { id: 'workType', header: '工种', cell: as<S['WagesInitWorker']>((r) => r.workType ?? '—') },
    { id: 'entryDate', header: '进场日期', cell: as<S['WagesInitWorker']>((r) => formatDate(r.entryDate)) },
    attendDays,
    ...AMOUNTS,
  ],
};

export function initColumns(
  kind: Kind,
  { locked, canEdit, onEdit }: { locked: boolean; canEdit: boolean; onEdit: (row: Row) => void },
): Column[] {
  const blocked = (r: Row) => r.editable === false || locked;
  return [
    ...LEAD[kind],
    {
      id: 'initPeriod',
      header: '截止月份',
      cell: ({ row }) => <span className="tabular-nums">{row.original.initPeriod ?? '—'}</span>,
    },
    {
      id: 'editable',
      header: '状态',
      cell: ({ row }) =>
        blocked(row.original) ? (
          <Tag tag={{ label: '已锁定', tone: 'muted' }} />
        ) : (
          <Tag tag={{ label: '可修改', tone: 'success' }} />
        ),
    },
    {
      id: 'remark',
      header: '备注',
      cell: ({ row }) => <p className="max-w-48 truncate text-gray-600">{row.original.remark || '—'}</p>,
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) =>
        canEdit ? (
          <Button
            size="sm"
            variant="link"
            disabled={blocked(row.original)}
            title={blocked(row.original) ? '已发起工资预结算，初始数据不可修改' : undefined}
            onClick={() => onEdit(row.original)}
          >
            修改
          </Button>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  ];
}
