// The decisions on a waiting task: 退回 (POST /flw/smarthatsflwtask/reject, reason required, back to the starter) and
// 转办 (candidates from /flw/process/getTaskUserList, sent to /pc/flw/task/delegate). The server's message shows on
// success and every list and detail the decision changes is refreshed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { api } from '@/platform/api';
import { FormComboboxField } from '@/ui/form-combobox-field';
import { FormTextField } from '@/ui/form-text-field';
import { SaveFormDialog, useSaveMutation } from '@/ui/save-form-dialog';
import type { TaskRef } from './order-model';
import { DECISION_KEYS, taskUsersQuery } from './order-queries';

export function useDecisionDone() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of DECISION_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
}

/** The reason of a 驳回 / 退回: required, at most 500 characters. */
export const rejectComment = z
  .string()
  .check(z.trim(), z.minLength(1, '请输入驳回原因'), z.maxLength(500, '驳回原因最多500字'));

const returnSchema = z.object({ comment: rejectComment });
type ReturnForm = z.infer<typeof returnSchema>;

interface DialogProps {
  task: TaskRef & { title: string };
  onClose: () => void;
}

/** 退回: the task goes back to whoever started it. */
export function ReturnDialog({ task, onClose }: DialogProps) {
  const refresh = useDecisionDone();
  const form = useForm<ReturnForm>({ resolver: zodResolver(returnSchema), defaultValues: { comment: '' } });
  const save = useSaveMutation(
    (v: ReturnForm) =>
      api.POST('/flw/smarthatsflwtask/reject', {
        body: { taskId: task.taskId, procInstId: task.procInstId, comment: v.comment, rejectType: 1 },
      }),
    () => {
      refresh();
      onClose();
    },
    '已退回',
  );
  return (
    <SaveFormDialog form={form} save={save} onClose={onClose} title="退回发起人" confirmText="退回" width={520}>
      <p className="text-sm text-gray-600">
        「{task.title}」将退回发起人，单据回到可编辑状态，发起人修改后可重新提交。
      </p>
      <FormTextField
        form={form}
        name="comment"
        id="return-comment"
        label="退回原因"
        required
        rows={3}
        placeholder="请说明需要更正的内容"
      />
    </SaveFormDialog>
  );
}

const delegateSchema = z.object({
  userId: z.string().check(z.minLength(1, '请选择转办人')),
  comment: z.string().check(z.maxLength(200, '转办说明最多200字')),
});
type DelegateForm = z.infer<typeof delegateSchema>;

/** 转办: hand the task to another user, who then finds it in 待办事项. */
export function DelegateDialog({ task, onClose }: DialogProps) {
  const refresh = useDecisionDone();
  const users = useQuery(taskUsersQuery(task.procInstId, task.taskId));
  const form = useForm<DelegateForm>({
    resolver: zodResolver(delegateSchema),
    defaultValues: { userId: '', comment: '' },
  });
  const save = useSaveMutation(
    (v: DelegateForm) =>
      api.POST('/pc/flw/task/delegate', {
        body: {
          task_id: task.taskId,
          pro_inst_id: task.procInstId,
          delegate_user_id: Number(v.userId),
          ...(v.comment.trim() ? { comment: v.comment.trim() } : {}),
        },
      }),
    () => {
      refresh();
      onClose();
    },
    '已转办',
  );
  return (
    <SaveFormDialog form={form} save={save} onClose={onClose} title="转办" confirmText="转办" width={520}>
      <p className="text-sm text-gray-600">「{task.title}」转给他人办理后，将从你的待办中移除。</p>
      <FormComboboxField
        form={form}
        name="userId"
        id="delegate-user"
        label="转办人"
        required
        disabled={users.isPending}
        options={(users.data ?? []).map((u) => ({
          value: String(u.userId),
          label: [u.userName, u.postName, u.orgName].filter(Boolean).join(' · '),
        }))}
        emptyLabel={users.isPending ? '加载候选人…' : '请选择'}
      />
      <FormTextField
        form={form}
        name="comment"
        id="delegate-comment"
        label="转办说明"
        rows={3}
        placeholder="选填，告诉对方需要关注的内容"
        markInvalid={false}
      />
    </SaveFormDialog>
  );
}
