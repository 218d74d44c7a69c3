// 我的申请 (menu order/applied, POST /flw/flwapply/page): the processes I started, with where they are now;
// 查看 opens 办理详情 (/stagingO).
import { ViewedTaskList } from './task-list';

export default function OrderAppliedPage() {
  return <ViewedTaskList kind="applied" />;
}
