// What a handling page shows when it is opened without a task (a hand-typed or truncated link).
import { useNavigate } from 'react-router-dom';
import { Button } from '@/ui/button';

export function MissingTask({ backTo }: { backTo: string }) {
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
