// 抄送我的 (menu order/cc, POST /flw/flwcc/page): the processes copied to me, read or not; 查看 opens 办理详情
// (/stagingO).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/ui/button';
import { viewUrl, type TaskItem } from './order-model';
import { TaskList } from './task-list';

export default function OrderCcPage() {
  const navigate = useNavigate();
  const actions = useCallback(
    (t: TaskItem) => (
      <Button size="sm" variant="link" onClick={() => void navigate(viewUrl(t))}>
        查看
      </Button>
    ),
    [navigate],
  );
  return <TaskList kind="cc" actions={actions} />;
}
