// The columns of 临时人脸登记 (temp-register-page.tsx): who registered, at which gate, for how long, the review and
// 详情 / 通过 / 驳回 / 删除.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { TEMP_STATUS, type TempRegister } from './complaint-model';
import { StackedCell } from '@/ui/stacked-cell';
import { clippedTextColumn, dateColumn, textColumn } from '@/ui/field-columns';
import { PersonCell } from '@/ui/stacked-cell';

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
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => {
        const r = row.original;
        return (
          <div className="flex gap-3">
            <Button size="sm" variant="link" onClick={() => onPick({ kind: 'view', row: r })}>
              详情
            </Button>
            {r.status === 0 && mayReview ? (
              <>
                <Button size="sm" variant="link" onClick={() => onPick({ kind: 'approve', row: r })}>
                  通过
                </Button>
                <Button
                  size="sm"
                  variant="link"
                  className="text-warning"
                  onClick={() => onPick({ kind: 'reject', row: r })}
                >
                  驳回
                </Button>
              </>
            ) : null}
            {mayDelete ? (
              <Button
                size="sm"
                variant="link"
                className="text-danger"
                onClick={() => onPick({ kind: 'delete', rows: [r] })}
              >
                删除
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];
}
