// 短信接收人 table columns (sms-receive-page): the receiver, the reminders and the row actions per the power bits.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import type { PagePermission } from '@/session/power';
import { Button } from '@/ui/button';
import { StatusTag } from '@/ui/status-tag';
import { TwoLines } from '@/ui/two-lines';
import { ENABLED_STATUS, RECEIVE_TYPES, RECEIVER_TYPE } from './wages-status';

export type Receiver = components['schemas']['WagesConfigSmsReceiver'];

export type ReceiverPending =
  | { kind: 'add' }
  | { kind: 'edit'; receiver: Receiver }
  | { kind: 'status'; receiver: Receiver }
  | { kind: 'delete'; receivers: Receiver[]; clear?: () => void };

function ReceiverActions({
  r,
  perm,
  setPending,
}: {
  r: Receiver;
  perm: PagePermission;
  setPending: (p: ReceiverPending) => void;
}) {
  return (
    <div className="flex gap-3 whitespace-nowrap">
      {perm.can('edit') ? (
        <Button size="sm" variant="link" onClick={() => setPending({ kind: 'edit', receiver: r })}>
          修改
        </Button>
      ) : null}
      {perm.can('editStatus') ? (
        <Button size="sm" variant="link" onClick={() => setPending({ kind: 'status', receiver: r })}>
          {r.status === 1 ? '停用' : '启用'}
        </Button>
      ) : null}
      {perm.can('delete') ? (
        <Button
          size="sm"
          variant="link"
          className="text-danger"
          onClick={() => setPending({ kind: 'delete', receivers: [r] })}
        >
          删除
        </Button>
      ) : null}
    </div>
  );
}

export function receiverColumns(
  perm: PagePermission,
  setPending: (p: ReceiverPending) => void,
): ColumnDef<Receiver, unknown>[] {
  return [
    {
      id: 'receiverName',
      header: '接收人',
      cell: ({ row }) => <TwoLines className="min-w-32" main={row.original.receiverName} sub={row.original.position} />,
    },
    {
      id: 'mobile',
      header: '手机号',
      cell: ({ row }) => <span className="tabular-nums">{row.original.mobile}</span>,
    },
    {
      id: 'receiverType',
      header: '类型',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{RECEIVER_TYPE[row.original.receiverType ?? 0] ?? '—'}</span>
      ),
    },
    {
      id: 'projectName',
      header: '项目',
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.projectName ?? '—'}</span>,
    },
    {
      id: 'receiveTypes',
      header: '接收提醒',
      cell: ({ row }) => (
        <div className="flex min-w-64 flex-wrap gap-1">
          {row.original.receiveTypes.map((t) => (
            <span key={t} className="rounded bg-primary-soft px-1.5 py-0.5 text-xs text-primary">
              {RECEIVE_TYPES[t] ?? t}
            </span>
          ))}
        </div>
      ),
    },
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => <StatusTag table={ENABLED_STATUS} value={row.original.status} />,
    },
    {
      id: 'createTime',
      header: '登记时间',
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-gray-500">{formatDate(row.original.createTime, 'minute')}</span>
      ),
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => <ReceiverActions r={row.original} perm={perm} setPending={setPending} />,
    },
  ];
}
