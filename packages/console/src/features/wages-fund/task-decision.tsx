// 通过 / 驳回 of a wage workflow task (/flw/smarthatsflwtask/approve, reject). 通过 may name the next handlers
// (candidates from /flw/process/getTaskUserList); 驳回 needs a reason. The server's message shows on success.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { api } from '@/platform/api';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Select } from '@/ui/select';
import { FormTextField } from '@/ui/form-text-field';
import { useDialogSave } from '@/ui/use-dialog-save';
import { taskUsersQuery } from './fund-queries';

export interface TaskRef {
  taskId: string;
  procInstId: string;
}

/** Every read a decision changes. */
const TASK_KEYS = [['listWorkflowWageTasks'], ['getWorkflowWageTask'], ['getWorkflowWageProcessFlow']] as const;

function useDone(onDone: () => void) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of TASK_KEYS) void queryClient.invalidateQueries({ queryKey });
    onDone();
  };
}

/** The 通过 and 驳回 buttons with their dialogs. */
export function TaskDecision({ task, onDone }: { task: TaskRef; onDone?: () => void }) {
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const close = () => setOpen(null);
  const finish = () => {
    close();
    onDone?.();
  };
  return (
    <>
      <Button variant="primary" onClick={() => setOpen('approve')}>
        通过
      </Button>
      <Button variant="danger" onClick={() => setOpen('reject')}>
        驳回
      </Button>
      {open === 'approve' ? <ApproveDialog task={task} onClose={close} onDone={finish} /> : null}
      {open === 'reject' ? <RejectDialog task={task} onClose={close} onDone={finish} /> : null}
    </>
  );
}

const approveSchema = z.object({
  comment: z.string().check(z.maxLength(500, '审批意见最多500字')),
  nextAssigneeIds: z.array(z.string()),
});
type ApproveForm = z.infer<typeof approveSchema>;

function ApproveDialog({ task, onClose, onDone }: { task: TaskRef; onClose: () => void; onDone: () => void }) {
  const users = useQuery(taskUsersQuery(task.procInstId, task.taskId));
  const { form, dialog } = useDialogSave<ApproveForm>({
    resolver: zodResolver(approveSchema),
    defaultValues: { comment: '同意', nextAssigneeIds: [] },
    save: (v) =>
      api.POST('/flw/smarthatsflwtask/approve', {
        body: {
          taskId: task.taskId,
          procInstId: task.procInstId,
          ...(v.comment.trim() ? { comment: v.comment.trim() } : {}),
          ...(v.nextAssigneeIds.length ? { nextAssigneeIds: v.nextAssigneeIds.map(Number) } : {}),
        },
      }),
    success: '审批通过',
    onClose,
    onDone: useDone(onDone),
  });
  return (
    <FormDialog {...dialog} title="审批通过" confirmText="通过" width={520}>
      <FormTextField form={form} name="comment" id="approve-comment" label="审批意见" rows={3} markInvalid={false} />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm text-gray-700">下一环节办理人（不选时按流程配置）</legend>
        {users.isPending ? (
          <p className="text-xs text-muted">加载候选人…</p>
        ) : (users.data ?? []).length === 0 ? (
          <p className="text-xs text-muted">无需指定</p>
        ) : (
          <div className="flex max-h-40 flex-col gap-1 overflow-y-auto rounded border border-line p-2">
            {(users.data ?? []).map((u) => (
              <label key={u.userId} className="flex items-center gap-2 text-sm text-gray-700">
                <input type="checkbox" value={String(u.userId)} {...form.register('nextAssigneeIds')} />
                <span className="font-medium">{u.userName}</span>
                <span className="text-xs text-muted">{[u.orgName, u.postName].filter(Boolean).join(' · ')}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </FormDialog>
  );
}

const rejectSchema = z.object({
  comment: z.string().check(z.trim(), z.minLength(1, '请输入驳回原因'), z.maxLength(500, '驳回原因最多500字')),
  rejectType: z.enum(['1', '2']),
});
type RejectForm = z.infer<typeof rejectSchema>;

function RejectDialog({ task, onClose, onDone }: { task: TaskRef; onClose: () => void; onDone: () => void }) {
  const { form, dialog } = useDialogSave<RejectForm>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { comment: '', rejectType: '1' },
    save: (v) =>
      api.POST('/flw/smarthatsflwtask/reject', {
        body: {
          taskId: task.taskId,
          procInstId: task.procInstId,
          comment: v.comment,
          rejectType: v.rejectType === '2' ? 2 : 1,
        },
      }),
    success: '已驳回',
    onClose,
    onDone: useDone(onDone),
  });
  return (
    <FormDialog {...dialog} title="审批驳回" confirmText="驳回">
      <Field label="驳回方式" htmlFor="reject-type">
        <Select id="reject-type" {...form.register('rejectType')}>
          <option value="1">退回发起人</option>
          <option value="2">退回上一节点</option>
        </Select>
      </Field>
      <FormTextField
        form={form}
        name="comment"
        id="reject-comment"
        label="驳回原因"
        required
        rows={3}
        placeholder="请说明需要更正的内容"
      />
    </FormDialog>
  );
}
