// 办理详情 (/stagingO?taskId=&procInstId=, opened by 查看 in 已办事项, 我的申请 and 抄送我的): the task's summary
// and the whole process with every handler's action and comment, read-only.
import { useSearchParams } from 'react-router-dom';
import { DetailPage } from '@/ui/detail-page';
import { taskRefOf } from './order-model';
import { MissingTask } from './missing-task';
import { ProcessFlowSection, TaskSummarySections } from './task-flow';

export default function StagingOPage() {
  const [search] = useSearchParams();
  const task = taskRefOf(search);
  return (
    <DetailPage title="办理详情" backTo="/order/done">
      {task ? (
        <div className="grid grid-cols-1 gap-3 xl:grid-cols-[minmax(0,1fr)_420px]">
          <div className="flex min-w-0 flex-col gap-3">
            <TaskSummarySections task={task} />
          </div>
          <ProcessFlowSection procInstId={task.procInstId} />
        </div>
      ) : (
        <MissingTask backTo="/order/done" />
      )}
    </DetailPage>
  );
}
