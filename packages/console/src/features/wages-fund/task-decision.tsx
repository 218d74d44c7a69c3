// 通过 / 驳回 of a wage workflow task (/flw/smarthatsflwtask/approve, reject). 通过 may name the next handlers
// (candidates from /flw/process/getTaskUserList); 驳回 needs a reason. The server's message shows on success.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Button } from '@/ui/button';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
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
  return (
    <>
      <Button variant="primary" onClick={() => setOpen('approve')}>
        通过
      </Button>
      <Button variant="danger" onClick={() => setOpen('reject')}>
        驳回
      </Button>
      {open === 'approve' ? (
        <ApproveDialog
          task={task}
          onClose={close}
          onDone={() => {
            close();
            onDone?.();
          }}
        />
      ) : null}
      {open === 'reject' ? (
        <RejectDialog
          task={task}
          onClose={close}
          onDone={() => {
            close();
            onDone?.();
          }}
        />
      ) : null}
    </>
  );
}

const approveSchema = z.object({
  comment: z.string().check(z.maxLength(500, '审批意见最多500字')),
  nextAssigneeIds: z.array(z.string()),
});
type ApproveForm = z.infer<typeof approveSchema>;

function ApproveDialog({ task, onClose, onDone }: { task: TaskRef; onClose: () => void; onDone: () => void }) {
  const done = useDone(onDone);
  const users = useQuery(taskUsersQuery(task.procInstId, task.taskId));
  const form = useForm<ApproveForm>({
    resolver: zodResolver(approveSchema),
    defaultValues: { comment: '同意', nextAssigneeIds: [] },
  });
  const save = useMutation({
    mutationFn: (v: ApproveForm) =>
      api.POST('/flw/smarthatsflwtask/approve', {
        body: {
          taskId: task.taskId,
          procInstId: task.procInstId,
          ...(v.comment.trim() ? { comment: v.comment.trim() } : {}),
          ...(v.nextAssigneeIds.length ? { nextAssigneeIds: v.nextAssigneeIds.map(Number) } : {}),
        },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '审批通过', { duration: TOAST_MS });
      done();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="审批通过"
      confirmText="通过"
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
      width={520}
    >
      <Field label="审批意见" htmlFor="approve-comment" error={errors.comment?.message}>
        <Textarea id="approve-comment" rows={3} {...form.register('comment')} />
      </Field>
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
  const done = useDone(onDone);
  const form = useForm<RejectForm>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { comment: '', rejectType: '1' },
  });
  const save = useMutation({
    mutationFn: (v: RejectForm) =>
      api.POST('/flw/smarthatsflwtask/reject', {
        body: {
          taskId: task.taskId,
          procInstId: task.procInstId,
          comment: v.comment,
          rejectType: v.rejectType === '2' ? 2 : 1,
        },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '已驳回', { duration: TOAST_MS });
      done();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="审批驳回"
      confirmText="驳回"
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <Field label="驳回方式" htmlFor="reject-type">
        <Select id="reject-type" {...form.register('rejectType')}>
          <option value="1">退回发起人</option>
          <option value="2">退回上一节点</option>
        </Select>
      </Field>
      <Field label={<RequiredLabel>驳回原因</RequiredLabel>} htmlFor="reject-comment" error={errors.comment?.message}>
        <Textarea
          id="reject-comment"
          rows={3}
          aria-invalid={Boolean(errors.comment)}
          placeholder="请说明需要更正的内容"
          {...form.register('comment')}
        />
      </Field>
    </FormDialog>
  );
}
