// 我的申请 (menu order/applied, POST /flw/flwapply/page): the processes I started, with where they are now;
// 查看 opens 办理详情 (/stagingO).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/ui/button';
import { viewUrl, type TaskItem } from './order-model';
import { TaskList } from './task-list';

export default function OrderAppliedPage() {
  const navigate = useNavigate();
  const actions = useCallback(
    (t: TaskItem) => (
      <Button size="sm" variant="link" onClick={() => void navigate(viewUrl(t))}>
        查看
      </Button>
    ),
    [navigate],
  );
  return <TaskList kind="applied" actions={actions} />;
}
