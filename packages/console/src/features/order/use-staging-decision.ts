// 待办办理's decision (staging-page.tsx): the comment, next handler and reject type, 同意 and 驳回 calls, and the
// return to 待办事项 with the server's message.
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { useClickGuard } from '@/lib/use-click-guard';
import type { TaskRef } from './order-model';
import { rejectComment, useDecisionDone } from './task-dialogs';

interface DecisionForm {
  comment: string;
  nextAssigneeId: string;
  rejectType: '1' | '2';
}

/** 待办办理's decision: the form, 同意 and 驳回 (the reason checked first), and back to 待办事项 when done. */
export function useStagingDecision(task: TaskRef) {
  const navigate = useNavigate();
  const refresh = useDecisionDone();
  const form = useForm<DecisionForm>({ defaultValues: { comment: '', nextAssigneeId: '', rejectType: '1' } });
  const finish = (msg: string) => {
    toast.success(msg, { duration: TOAST_MS });
    refresh();
    void navigate('/myOrder');
  };
  const ids = { taskId: task.taskId, procInstId: task.procInstId };
  const approve = useMutation({
    mutationFn: (v: DecisionForm) =>
      api.POST('/flw/smarthatsflwtask/approve', {
        body: {
          ...ids,
          ...(v.comment.trim() ? { comment: v.comment.trim() } : {}),
          ...(v.nextAssigneeId ? { nextAssigneeIds: [Number(v.nextAssigneeId)] } : {}),
        },
      }),
    onSuccess: (env) => finish(env.msg || '审批通过'),
  });
  const reject = useMutation({
    mutationFn: (v: DecisionForm) =>
      api.POST('/flw/smarthatsflwtask/reject', {
        body: { ...ids, comment: v.comment.trim(), rejectType: v.rejectType === '2' ? 2 : 1 },
      }),
    onSuccess: (env) => finish(env.msg || '已驳回'),
  });
  const onReject = () => {
    const values = form.getValues();
    const checked = rejectComment.safeParse(values.comment);
    if (!checked.success) {
      form.setError('comment', { message: checked.error.issues[0]?.message ?? '请输入驳回原因' });
      return;
    }
    form.clearErrors('comment');
    reject.mutate(values);
  };
  const [guardedReject, rejectGuarded] = useClickGuard(onReject);
  const busy = approve.isPending || reject.isPending;
  return { form, approve, reject, guardedReject, rejectGuarded, busy };
}
