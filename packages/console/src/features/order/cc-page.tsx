// 抄送我的 (menu order/cc, POST /flw/flwcc/page): the processes copied to me, read or not; 查看 opens 办理详情
// (/stagingO).
import { ViewedTaskList } from './task-list';

export default function OrderCcPage() {
  return <ViewedTaskList kind="cc" />;
}
