// 考勤确认 · the company tasks with their reject dialog (moved out of attend-confirm-page.tsx).
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { useDialogSave } from '@/ui/use-dialog-save';
import { formatCount } from '@/domain/money';
import { type RejectReasonForm, rejectReasonSchema } from './pay-forms';
import { Notice } from './pay-cells';
import { invalidateOperation } from '@site/sdk/query/common';
import type { OperationId } from '@site/sdk/query/common';
import { companyColumns } from './attend-columns';
import { TASKS_KEY } from './use-project-tasks';
import { useTaskChoice, TaskRows } from './attend-task-rows';

type CompanyTask = components['schemas']['WagesAttendCompany'];

export const TEAMS_KEY = 'listWagesAttendTeamTasks' satisfies OperationId;

const COMPANIES_KEY = 'listWagesAttendCompanies' satisfies OperationId;

/**
 * 单位确认: the participating companies of one task with their progress; a company waiting confirms its days (after a
 * confirmation) or sends them back with a reason (its teams return to 已驳回). Both need the page's confirm right.
 */
export function CompanyTasks() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const choice = useTaskChoice();
  const { project } = choice;
  const [confirming, setConfirming] = useState<CompanyTask | null>(null);
  const [rejecting, setRejecting] = useState<CompanyTask | null>(null);
  const canConfirm = perm.hasPerm('salary:confirm');
  const refresh = () => {
    void invalidateOperation(queryClient, COMPANIES_KEY);
    void invalidateOperation(queryClient, TEAMS_KEY);
    void invalidateOperation(queryClient, TASKS_KEY);
  };
  const confirm = useMutation({
    mutationFn: (c: CompanyTask) =>
      api.POST('/star/laborwagesattend/task/company/confirm', { body: { id: c.id, result: 1 } }),
    onSuccess: (env) => {
      toast.success(env.msg || '单位考勤已确认', { duration: TOAST_MS });
      setConfirming(null);
      refresh();
    },
  });

  const columns = useMemo(
    () => companyColumns({ canConfirm, onConfirm: setConfirming, onReject: setRejecting }),
    [canConfirm],
  );

  return (
    <TaskRows<CompanyTask>
      choice={choice}
      id="wages-attend-companies"
      title="单位确认进度"
      statusLabel="单位状态"
      what="各参建单位"
      columns={columns}
      queryKey={COMPANIES_KEY}
      loadPage={async ({ paging, status, signal }) => {
        const body = { ...paging, ...(project ? { projectId: Number(project) } : {}), ...status };
        return (await api.POST('/star/laborwagesattend/task/company/page', { body, signal })).data;
      }}
    >
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title="单位确认考勤"
        message={
          confirming
            ? `确定确认「${confirming.companyName}」${confirming.period ?? ''} 的考勤（${confirming.workerCount ?? 0} 人、${formatCount(confirming.totalDays)} 工日）吗？`
            : ''
        }
        confirmText="确认"
        onConfirm={() => confirming && confirm.mutate(confirming)}
      />
      {rejecting ? (
        <CompanyRejectDialog
          company={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            setRejecting(null);
            refresh();
          }}
        />
      ) : null}
    </TaskRows>
  );
}

/** 驳回 a company's days: a reason is required; the dialog keeps it until the server accepts. */
export function CompanyRejectDialog({
  company,
  onClose,
  onDone,
}: {
  company: CompanyTask;
  onClose: () => void;
  onDone: () => void;
}) {
  const { form, dialog } = useDialogSave<RejectReasonForm>({
    resolver: zodResolver(rejectReasonSchema),
    defaultValues: { opinion: '' },
    save: (v) =>
      api.POST('/star/laborwagesattend/task/company/confirm', {
        body: { id: company.id, result: 2, opinion: v.opinion },
      }),
    success: '已驳回',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} title={`驳回单位考勤：${company.companyName}`} confirmText="驳回">
      <Notice>驳回后该单位的 {company.teamCount ?? 0} 个班组回到“已驳回”，由班组核对工日后重新确认。</Notice>
      <FormTextField
        form={form}
        name="opinion"
        id="company-reject-opinion"
        label="驳回原因（必填）"
        rows={0}
        placeholder="请写明驳回原因"
      />
    </FormDialog>
  );
}
