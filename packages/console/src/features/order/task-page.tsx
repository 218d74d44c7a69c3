// The frame of a handling page (待办办理, 办理详情): the task named by the address (taskId, procInstId…), its summary
// on the left and `aside` (the process, with the decision in 待办办理) on the right; a notice when the link names no task.
import type { ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/ui/button';
import { DetailPage } from '@/ui/detail-page';
import { taskRefOf, type TaskRef } from './order-model';
import { TaskSummarySections } from './task-flow';

export function TaskPage({
  title,
  backTo,
  aside: Aside,
}: {
  title: string;
  backTo: string;
  aside: ComponentType<{ task: TaskRef }>;
}) {
  const [search] = useSearchParams();
  const task = taskRefOf(search);
  return (
    <DetailPage title={title} backTo={backTo}>
      {task ? (
        <div className="grid grid-cols-1 gap-3 xl:grid-cols-[minmax(0,1fr)_420px]">
          <div className="flex min-w-0 flex-col gap-3">
            <TaskSummarySections task={task} />
          </div>
          <Aside task={task} />
        </div>
      ) : (
        <MissingTask backTo={backTo} />
      )}
    </DetailPage>
  );
}

/** What a handling page shows when it is opened without a task (a hand-typed or truncated link). */
function MissingTask({ backTo }: { backTo: string }) {
  const navigate = useNavigate();
  return (
    <div className="rounded-md bg-white px-4 py-12 text-center shadow-sm">
      <p className="text-sm text-gray-600">链接缺少任务信息，请从列表重新打开。</p>
      <Button className="mt-4" onClick={() => void navigate(backTo)}>
        返回列表
      </Button>
    </div>
  );
}
