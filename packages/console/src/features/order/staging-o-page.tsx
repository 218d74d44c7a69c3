// 办理详情 (/stagingO?taskId=&procInstId=, opened by 查看 in 已办事项, 我的申请 and 抄送我的): the task's summary
// and the whole process with every handler's action and comment, read-only.
import type { TaskRef } from './order-model';
import { ProcessFlowSection } from './task-flow';
import { TaskPage } from './task-page';

export default function StagingOPage() {
  return <TaskPage title="办理详情" backTo="/order/done" aside={TaskProcess} />;
}

function TaskProcess({ task }: { task: TaskRef }) {
  return <ProcessFlowSection procInstId={task.procInstId} />;
}
