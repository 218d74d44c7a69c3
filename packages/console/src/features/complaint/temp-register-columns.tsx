// The columns of 临时人脸登记 (temp-register-page.tsx): who registered, at which gate, for how long, the review and
// 详情 / 通过 / 驳回 / 删除.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { TEMP_STATUS, type TempRegister } from './complaint-model';
import { StackedCell } from '@/ui/stacked-cell';
import { clippedTextColumn, dateColumn, textColumn } from '@/ui/field-columns';
import { PersonCell } from '@/ui/stacked-cell';
import { linksColumn } from '@/ui/links-column';

export type Pending =
  { kind: 'view' | 'approve' | 'reject'; row: TempRegister } | { kind: 'delete'; rows: TempRegister[] };

export function tempColumns({
  mayReview,
  mayDelete,
  onPick,
}: {
  mayReview: boolean;
  mayDelete: boolean;
  onPick: (p: Pending) => void;
}): ColumnDef<TempRegister, unknown>[] {
  return [
    {
      id: 'name',
      header: '姓名',
      enableHiding: false,
      cell: ({ row }) => (
        <PersonCell
          name={row.original.name}
          note={row.original.gender === 2 ? '女' : row.original.gender === 1 ? '男' : ''}
          sub={row.original.idCard}
        />
      ),
    },
    textColumn('mobile', '手机号'),
    {
      id: 'company',
      header: '所属单位 / 班组',
      cell: ({ row }) => <StackedCell main={row.original.companyName ?? '—'} sub={row.original.teamName ?? '—'} />,
    },
    textColumn('workType', '工种'),
    clippedTextColumn('reason', '进场事由', 'max-w-56 truncate'),
    textColumn('deviceName', '登记闸机'),
    dateColumn('registerTime', '登记时间', 'minute'),
    {
      id: 'valid',
      header: '有效期',
      cell: ({ row }) => (
        <Nowrap>
          {formatDate(row.original.validFrom)} 至 {formatDate(row.original.validTo)}
        </Nowrap>
      ),
    },
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => <StatusTag table={TEMP_STATUS} value={row.original.status} />,
    },
    {
      id: 'auditor',
      header: '审核',
      cell: ({ row }) =>
        row.original.auditorName ? (
          <StackedCell main={row.original.auditorName} sub={formatDate(row.original.auditTime, 'minute')} />
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    linksColumn<TempRegister>([
      { text: '详情', onClick: (r) => onPick({ kind: 'view', row: r }) },
      { text: '通过', show: (r) => r.status === 0 && mayReview, onClick: (r) => onPick({ kind: 'approve', row: r }) },
      {
        text: '驳回',
        show: (r) => r.status === 0 && mayReview,
        tone: 'warning',
        onClick: (r) => onPick({ kind: 'reject', row: r }),
      },
      { text: '删除', show: mayDelete, tone: 'danger', onClick: (r) => onPick({ kind: 'delete', rows: [r] }) },
    ]),
  ];
}
