// 已办事项 (menu order/done, POST /flw/flwtodohis/page): the tasks I handled, with the result; 查看 opens
// 办理详情 (/stagingO).
import { ViewedTaskList } from './task-list';

export default function OrderDonePage() {
  return <ViewedTaskList kind="done" />;
}
