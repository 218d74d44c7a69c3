// 待办事项 (menu myOrder, POST /flw/flwtodo/page): the tasks waiting for me. 办理 opens 待办办理 (/staging);
// 退回 (power bit 32) sends the task back to its starter with a reason; 转办 (perm flow:delegate) hands it to
// another user. 待办总览 opens the overview (/onDutyIndex).
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LayoutDashboard } from 'lucide-react';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { handleUrl, type TaskItem } from './order-model';
import { DelegateDialog, ReturnDialog } from './task-dialogs';
import { TaskList } from './task-list';

export default function MyOrderPage() {
  const navigate = useNavigate();
  const perm = usePagePermission();
  const [pending, setPending] = useState<{ task: TaskItem; action: 'return' | 'delegate' } | null>(null);
  const close = () => setPending(null);
  const mayReturn = perm.can('cancel');
  const mayDelegate = perm.hasPerm('flow:delegate');
  const actions = useCallback(
    (t: TaskItem) => (
      <>
        <Button size="sm" variant="link" onClick={() => void navigate(handleUrl(t))}>
          办理
        </Button>
        {mayDelegate ? (
          <Button size="sm" variant="link" onClick={() => setPending({ task: t, action: 'delegate' })}>
            转办
          </Button>
        ) : null}
        {mayReturn ? (
          <Button
            size="sm"
            variant="link"
            className="text-danger"
            onClick={() => setPending({ task: t, action: 'return' })}
          >
            退回
          </Button>
        ) : null}
      </>
    ),
    [navigate, mayReturn, mayDelegate],
  );
  return (
    <>
      <TaskList
        kind="todo"
        actions={actions}
        toolbar={
          <Button onClick={() => void navigate('/onDutyIndex')}>
            <LayoutDashboard />
            待办总览
          </Button>
        }
      />
      {pending?.action === 'return' ? <ReturnDialog task={pending.task} onClose={close} /> : null}
      {pending?.action === 'delegate' ? <DelegateDialog task={pending.task} onClose={close} /> : null}
    </>
  );
}
