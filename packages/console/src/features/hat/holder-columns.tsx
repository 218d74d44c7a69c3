// The columns of the helmet holders screen (helmet-holders-screen.tsx): the person, the page's own columns, the
// helmet, its batch, state and binding time, and 详情 / 绑定 / 归还.
import type { ColumnDef } from '@tanstack/react-table';
import { Permission } from '@/session/permissions';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { isBound, type ManagerBinding, type WorkerBinding } from './hat-model';
import { HelmetStateCell } from './helmet-state-cell';

export type Holder = WorkerBinding | ManagerBinding;
export type HolderPending<Row> = { row: Row; action: 'bind' | 'return' | 'view' };

const NAME: ColumnDef<Holder, unknown> = {
  id: 'name',
  header: '姓名',
  cell: ({ row }) => (
    <div className="flex flex-col">
      <span className="font-medium">{row.original.name}</span>
      <span className="text-xs text-muted">{row.original.mobile}</span>
    </div>
  ),
};

const HELMET: ColumnDef<Holder, unknown>[] = [
  {
    id: 'innerid',
    header: '安全帽编号',
    cell: ({ row }) =>
      isBound(row.original) ? (
        <span className="font-mono text-gray-900">{row.original.innerid}</span>
      ) : (
        <span className="text-muted">—</span>
      ),
  },
  { id: 'batch_id', header: '批次号', cell: ({ row }) => row.original.batch_id || '—' },
  { id: 'state', header: '安全帽状态', cell: ({ row }) => <HelmetStateCell row={row.original} /> },
  { id: 'bind_time', header: '绑定时间', cell: ({ row }) => formatDate(row.original.bind_time, 'minute') },
];

/**
 * 姓名, `extra`, the helmet's columns and 操作: 详情 of a bound helmet, 绑定 of an unbound one (with `canBind` and the
 * hat:bind perm), 归还 of a bound one (with `canReturn`), each asking through `onPending`.
 */
export function holderColumns<Row extends Holder>(
  extra: ColumnDef<Row, unknown>[],
  canBind: boolean,
  canReturn: boolean,
  onPending: (pending: HolderPending<Row>) => void,
): ColumnDef<Row, unknown>[] {
  return [
    NAME as ColumnDef<Row, unknown>,
    ...extra,
    ...(HELMET as ColumnDef<Row, unknown>[]),
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => {
        const w = row.original;
        return (
          <div className="flex gap-3">
            {isBound(w) ? (
              <Button size="sm" variant="link" onClick={() => onPending({ row: w, action: 'view' })}>
                详情
              </Button>
            ) : null}
            {!isBound(w) && canBind ? (
              <Permission code="hat:bind">
                <Button size="sm" variant="link" onClick={() => onPending({ row: w, action: 'bind' })}>
                  绑定
                </Button>
              </Permission>
            ) : null}
            {isBound(w) && canReturn ? (
              <Button
                size="sm"
                variant="link"
                className="text-danger"
                onClick={() => onPending({ row: w, action: 'return' })}
              >
                归还
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];
}
