// /wagesother (seed 000 §2, other pre-settlement: expType 3, e.g. a settlement when a team leaves), opened from
// 工资预结算 (?expId=&proInstId=): the workers of the pre-settlement (listByExp) kept directly by the project's
// labour manager (修改 → saveByExp), 一键确认 (confirmAll for the whole pre-settlement) and the attachments.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CheckCheck } from 'lucide-react';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Permission, usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { ListScreen } from '@/ui/list-screen';
import {
  EXP_WORKER_FILTERS,
  EXP_WORKER_KEYS,
  type ExpWorker,
  ExpWorkerDialog,
  expWorkerColumns,
  loadExpWorkers,
} from './exp-workers';
import { intOf } from '@/domain/filter-body';
import { FileList, Notice } from './pay-cells';
import { expFilesQuery } from './pay-queries';
import { invalidateOperation } from '@site/sdk/query/common';

const LIST = '/wages/salaryList';

export default function WagesOtherPage() {
  const [search] = useSearchParams();
  const expId = intOf(search.get('expId'));
  const where = [search.get('projectName'), search.get('period')].filter(Boolean).join(' ');
  return (
    <DetailPage title={`其他预结算：${where || (search.get('proInstId') ?? '')}`} backTo={LIST}>
      {expId ? (
        <Other expId={expId} />
      ) : (
        <p className="rounded-md bg-white py-16 text-center text-sm text-muted shadow-sm">
          缺少预结算记录，请从工资预结算列表进入
        </p>
      )}
    </DetailPage>
  );
}

function Other({ expId }: { expId: number }) {
  const perm = usePagePermission(LIST);
  const canEdit = perm.can('start');
  const queryClient = useQueryClient();
  const files = useQuery(expFilesQuery(expId));
  const [editing, setEditing] = useState<ExpWorker | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const refresh = () => {
    for (const key of EXP_WORKER_KEYS) void invalidateOperation(queryClient, key);
  };
  const confirm = useMutation({
    mutationFn: () => api.POST('/star/salaryExpWorkerList/confirmAll', { body: { expId } }),
    onSuccess: (env) => {
      toast.success(env.msg || '已全部确认', { duration: TOAST_MS });
      setConfirmAll(false);
      refresh();
    },
  });
  const columns = useMemo(() => expWorkerColumns(canEdit ? setEditing : undefined), [canEdit]);
  return (
    <>
      <Notice>
        其他预结算用于月度预结算之外的结算（如班组退场、工程结算），由项目劳务管理员直接维护工人的出勤、日工资、扣款与已发。
      </Notice>
      <ListScreen<ExpWorker>
        id="wages-other-workers"
        title="工人工资"
        filters={EXP_WORKER_FILTERS}
        columns={columns}
        operation="pageSalaryExpWorkersByExp"
        scope={expId}
        rowId={(w) => String(w.id)}
        toolbar={
          canEdit ? (
            <Permission code="salary:confirm">
              <Button onClick={() => setConfirmAll(true)}>
                <CheckCheck />
                一键确认
              </Button>
            </Permission>
          ) : null
        }
        load={loadExpWorkers(expId)}
      />
      <DetailSection title="附件">
        {files.isPending ? (
          <p className="py-6 text-center text-sm text-muted">加载中…</p>
        ) : (
          <FileList files={files.data ?? []} />
        )}
      </DetailSection>
      {editing ? (
        <ExpWorkerDialog
          expId={expId}
          worker={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="一键确认"
        message="把本次预结算中所有未确认的工人标记为已确认吗？有异议的工人不受影响。"
        confirmText="确认"
        onConfirm={() => confirm.mutate()}
      />
    </>
  );
}
