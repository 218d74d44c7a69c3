// 短信接收人 (001 §7.3 /star/smsReceiveList/*, menu wages/smsReceive): who receives the wage SMS reminders (pay day,
// attendance confirmation, failed payments and trouble wages, low account balance, expiring deposits). Add, edit,
// enable or disable, delete (one or the selected), per the page's power bits.
import { useMemo } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ListScreen, type ListScreenProps } from '@/ui/list-screen';
import { enumOf, intOf } from '@/domain/filter-body';
import { EditReceiverDialog, ReceiverDialog } from './sms-receive-dialogs';
import { type Receiver, type ReceiverPending, receiverColumns } from './sms-receive-columns';
import { RECEIVERS_KEY, useSmsReceive } from './use-sms-receive';

const loadReceivers: ListScreenProps<Receiver>['load'] = async ({ page, size, filters: values, signal }) => {
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
};

export default function SmsReceivePage() {
  const perm = usePagePermission();
  const page = useSmsReceive();
  const { pending, setPending, close, done, projects } = page;
  const columns = useMemo(() => receiverColumns(perm, setPending), [perm, setPending]);

  return (
    <>
      <ListScreen<Receiver>
        id="wages-sms-receive"
        title="短信接收人"
        filters={page.filters}
        columns={columns}
        operation={RECEIVERS_KEY}
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
        load={loadReceivers}
      />
      {pending?.kind === 'add' || pending?.kind === 'edit' ? (
        pending.kind === 'edit' ? (
          <EditReceiverDialog row={pending.receiver} projects={projects} onClose={close} onDone={done} />
        ) : (
          <ReceiverDialog receiver={null} projects={projects} onClose={close} onDone={done} />
        )
      ) : null}
      <ReceiverConfirms pending={pending} close={close} toggleStatus={page.toggleStatus} remove={page.remove} />
    </>
  );
}

function ReceiverConfirms({
  pending,
  close,
  toggleStatus,
  remove,
}: {
  pending: ReceiverPending | null;
  close: () => void;
  toggleStatus: (r: Receiver) => void;
  remove: (ids: number[]) => void;
}) {
  return (
    <>
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
          if (pending?.kind === 'status') toggleStatus(pending.receiver);
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
          remove(pending.receivers.map((r) => r.id));
        }}
      />
    </>
  );
}
