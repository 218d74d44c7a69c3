// 启用/停用 a grid point after a confirmation (/grid/ginGridPointList/pointStart).
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { startAction, type GridPoint } from './grid-point-codes';

export function StartPointConfirm({
  point,
  onClose,
  onDone,
}: {
  point: GridPoint | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const start = useMutation({
    mutationFn: (p: GridPoint) =>
      api.POST('/grid/ginGridPointList/pointStart', { body: { id: p.id, status: startAction(p.status).to } }),
    onSuccess: (env, p) => {
      toast.success(env.msg || `点位已${startAction(p.status).label}`, { duration: TOAST_MS });
      onClose();
      onDone();
    },
  });
  const action = point ? startAction(point.status) : null;
  return (
    <ConfirmDialog
      open={point !== null}
      onOpenChange={(o) => !o && onClose()}
      title={`${action?.label ?? ''}点位`}
      message={
        action?.to === 2
          ? `确定停用“${point?.pointName ?? ''}”吗？停用后不再生成巡检任务。`
          : `确定启用“${point?.pointName ?? ''}”吗？启用后按巡检规则每日生成巡检任务。`
      }
      confirmText={action?.label ?? '确定'}
      onConfirm={() => point && start.mutate(point)}
    />
  );
}
