// 短信接收人 (001 §7.3 /star/smsReceiveList/*, menu wages/smsReceive): who receives the wage SMS reminders (pay day,
// attendance confirmation, failed payments and trouble wages, low account balance, expiring deposits). Add, edit,
// enable or disable, delete (one or the selected), per the page's power bits.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { TwoLines } from './cells';
import { StatusTag } from '@/ui/status-tag';
import { enumOf, intOf } from './wages-bodies';
import { projectOptionsQuery } from './wages-queries';
import { ENABLED_STATUS, RECEIVE_TYPES, RECEIVER_TYPE, optionsOf } from './wages-status';
import { invalidateOperation } from '@site/sdk/query/common';
import { EditReceiverDialog, ReceiverDialog } from './sms-receive-dialogs';

type Receiver = components['schemas']['WagesConfigSmsReceiver'];

type Pending =
  | { kind: 'add' }
  | { kind: 'edit'; receiver: Receiver }
  | { kind: 'status'; receiver: Receiver }
  | { kind: 'delete'; receivers: Receiver[]; clear?: () => void };

const KEY = 'listWagesSmsReceivers';

export default function SmsReceivePage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const projects = useQuery(projectOptionsQuery());
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);
  const done = (msg: string | undefined, fallback: string) => {
    toast.success(msg || fallback, { duration: 1500 });
    setPending(null);
    void invalidateOperation(queryClient, KEY);
    void invalidateOperation(queryClient, 'getWagesSmsReceiver');
  };

  const setStatus = useMutation({
    mutationFn: (r: Receiver) =>
      api.POST('/star/smsReceiveList/updateStatus', { body: { id: r.id, status: r.status === 1 ? 0 : 1 } }),
    onSuccess: (env, r) => done(env.msg, r.status === 1 ? '已停用' : '已启用'),
  });
  const remove = useMutation({
    mutationFn: (ids: number[]) => api.POST('/star/smsReceiveList/del', { body: { ids } }),
    onSuccess: (env) => done(env.msg, '已删除'),
  });

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '关键字', placeholder: '姓名或手机号' },
      { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'receiveType', label: '提醒类型', type: 'select', options: optionsOf(RECEIVE_TYPES) },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(ENABLED_STATUS) },
    ],
    [projects.data],
  );

  const columns = useMemo<ColumnDef<Receiver, unknown>[]>(
    () => [
      {
        id: 'receiverName',
        header: '接收人',
        cell: ({ row }) => (
          <TwoLines className="min-w-32" main={row.original.receiverName} sub={row.original.position} />
        ),
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
        cell: ({ row }) => {
          const r = row.original;
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
        },
      },
    ],
    [perm],
  );

  return (
    <>
      <ListScreen<Receiver>
        id="wages-sms-receive"
        title="短信接收人"
        filters={filters}
        columns={columns}
        operation={KEY}
        rowId={(r) => String(r.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setPending({ kind: 'add' })}>
              <Plus />
              新增
            </Button>
          ) : null
        }
        bulkActions={
          perm.can('delete')
            ? (rows, clear) => (
                <Button
                  size="sm"
                  variant="danger"
                  className="ml-3"
                  onClick={() => setPending({ kind: 'delete', receivers: rows, clear })}
                >
                  <Trash2 />
                  批量删除
                </Button>
              )
            : undefined
        }
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.POST('/star/smsReceiveList/page', {
            body: {
              pageNum: page,
              pageSize: size,
              projectId: intOf(values.projectId),
              receiveType: enumOf(values.receiveType, [1, 2, 3, 4, 5] as const),
              keyword: values.keyword,
              status: enumOf(values.status, [0, 1] as const),
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {pending?.kind === 'add' || pending?.kind === 'edit' ? (
        pending.kind === 'edit' ? (
          <EditReceiverDialog row={pending.receiver} projects={projects.data ?? []} onClose={close} onDone={done} />
        ) : (
          <ReceiverDialog receiver={null} projects={projects.data ?? []} onClose={close} onDone={done} />
        )
      ) : null}
      <ConfirmDialog
        open={pending?.kind === 'status'}
        onOpenChange={(o) => !o && close()}
        title="提示"
        message={
          pending?.kind === 'status'
            ? pending.receiver.status === 1
              ? `确定停用「${pending.receiver.receiverName}」吗？停用后不再收到工资短信提醒。`
              : `确定启用「${pending.receiver.receiverName}」吗？`
            : ''
        }
        onConfirm={() => {
          if (pending?.kind === 'status') setStatus.mutate(pending.receiver);
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(o) => !o && close()}
        title="提示"
        confirmText="删除"
        message={
          pending?.kind === 'delete'
            ? pending.receivers.length === 1
              ? `确定删除短信接收人「${pending.receivers[0]?.receiverName ?? ''}」吗？`
              : `确定删除选中的 ${pending.receivers.length} 名短信接收人吗？`
            : ''
        }
        onConfirm={() => {
          if (pending?.kind !== 'delete') return;
          pending.clear?.();
          remove.mutate(pending.receivers.map((r) => r.id));
        }}
      />
    </>
  );
}
