// 待办办理 (/staging?taskId=&procInstId=, opened by 办理 in 待办事项): the task's summary and process, then the
// decision: 同意 (after a confirmation, with an optional comment and next handler) or 驳回 (reason required, back to
// the starter or the previous step). POST /flw/smarthatsflwtask/approve | reject; the server's message shows and
// the page returns to 待办事项.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DetailSection } from '@/ui/detail-page';
import { Field } from '@/ui/field';
import { Select } from '@/ui/select';
import { FormTextField } from '@/ui/form-text-field';
import { FormCombobox } from '@/ui/form-combobox';
import type { TaskRef } from './order-model';
import { taskDetailQuery, taskUsersQuery } from './order-queries';
import { useStagingDecision } from './use-staging-decision';
import { ProcessFlowSection } from './task-flow';
import { TaskPage } from './task-page';

export default function StagingPage() {
  return <TaskPage title="待办办理" backTo="/myOrder" aside={DecisionAndProcess} />;
}

function DecisionAndProcess({ task }: { task: TaskRef }) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <DecisionSection key={task.taskId} task={task} />
      <ProcessFlowSection procInstId={task.procInstId} />
    </div>
  );
}

function DecisionSection({ task }: { task: TaskRef }) {
  const detail = useQuery(taskDetailQuery(task.taskId));
  const users = useQuery(taskUsersQuery(task.procInstId, task.taskId));
  const [confirming, setConfirming] = useState(false);
  const { form, approve, reject, guardedReject, rejectGuarded, busy } = useStagingDecision(task);

  if (detail.data && detail.data.canApprove === false)
    return (
      <DetailSection title="审批">
        <p className="py-2 text-sm text-gray-600">该任务当前不由你办理（可能已被他人处理或转办），只能查看。</p>
      </DetailSection>
    );
  return (
    <DetailSection title="审批">
      <form className="flex flex-col gap-1" onSubmit={(e) => e.preventDefault()}>
        <FormTextField
          form={form}
          name="comment"
          id="staging-comment"
          label="审批意见"
          rows={4}
          placeholder="同意时可不填；驳回时请填写原因"
        />
        <div className="grid grid-cols-2 gap-3">
          <Field label="下一环节办理人" htmlFor="staging-next">
            <FormCombobox
              control={form.control}
              name="nextAssigneeId"
              id="staging-next"
              label="办理人"
              options={(users.data ?? []).map((u) => ({
                value: String(u.userId),
                label: [u.userName, u.postName].filter(Boolean).join(' · '),
              }))}
              emptyLabel="按流程配置"
            />
          </Field>
          <Field label="驳回方式" htmlFor="staging-reject-type">
            <Select id="staging-reject-type" {...form.register('rejectType')}>
              <option value="1">退回发起人</option>
              <option value="2">退回上一节点</option>
            </Select>
          </Field>
        </div>
        <div className="flex justify-end gap-2 border-t border-line pt-3">
          <Button variant="danger" disabled={busy || rejectGuarded} onClick={() => guardedReject()}>
            {reject.isPending ? '提交中…' : '驳回'}
          </Button>
          <Button variant="primary" disabled={busy} onClick={() => setConfirming(true)}>
            {approve.isPending ? '提交中…' : '同意'}
          </Button>
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setConfirming(false)}
          title="审批确认"
          message="确定同意并提交到下一环节吗？"
          confirmText="同意"
          onConfirm={() => {
            setConfirming(false);
            approve.mutate(form.getValues());
          }}
        />
      ) : null}
    </DetailSection>
  );
}
