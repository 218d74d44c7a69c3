// 已办事项 (menu order/done, POST /flw/flwtodohis/page): the tasks I handled, with the result; 查看 opens
// 办理详情 (/stagingO).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/ui/button';
import { viewUrl, type TaskItem } from './order-model';
import { TaskList } from './task-list';

export default function OrderDonePage() {
  const navigate = useNavigate();
  const actions = useCallback(
    (t: TaskItem) => (
      <Button size="sm" variant="link" onClick={() => void navigate(viewUrl(t))}>
        查看
      </Button>
    ),
    [navigate],
  );
  return <TaskList kind="done" actions={actions} />;
}
