// 点位部署's left side: the project's points with their deploy state, searched by name or code; choosing one scopes
// the deploy records (全部点位 shows the whole project's).
import { useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MapPinned, Search } from 'lucide-react';
import type { components } from '@site/sdk';
import { cn } from '@/lib/cn';
import { Input } from '@/ui/input';
import { Loading } from '@/ui/loading';
import { LoadFailed } from '@/ui/retry-failed';
import { StatusTag } from '@/ui/status-tag';
import { DEPLOY_STATUS } from './grid-setup-codes';

type ProjectPoint = components['schemas']['GridPcPoint'];

function PointButton({ point: p, pressed, onClick }: { point: ProjectPoint; pressed: boolean; onClick: () => void }) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={pressed}
        onClick={onClick}
        className={cn(
          'flex w-full items-center gap-2 rounded px-3 py-2 text-left hover:bg-gray-50',
          pressed && 'bg-primary-soft',
        )}
      >
        <span className="min-w-0 flex-1">
          <span className={cn('block truncate text-sm text-gray-800', pressed && 'font-medium text-primary')}>
            {p.point_name}
          </span>
          <span className="block truncate text-xs text-muted">
            {[p.point_code, p.area_name].filter(Boolean).join(' · ')}
          </span>
        </span>
        <StatusTag table={DEPLOY_STATUS} value={p.deploy_status} />
      </button>
    </li>
  );
}

export function DeployPointList({
  projectId,
  points,
  pointId,
  onChoose,
}: {
  projectId: number;
  points: UseQueryResult<ProjectPoint[]>;
  pointId: number | null;
  onChoose: (id: number | null) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    const all = points.data ?? [];
    return k
      ? all.filter((p) => p.point_name.toLowerCase().includes(k) || (p.point_code ?? '').toLowerCase().includes(k))
      : all;
  }, [points.data, keyword]);
  return (
    <section aria-label="项目点位" className="flex w-72 shrink-0 flex-col rounded-md bg-white shadow-sm">
      <header className="flex items-center gap-2 border-b border-line px-4 py-3">
        <MapPinned className="size-4 text-primary" aria-hidden />
        <h2 className="text-base font-semibold text-gray-900">项目点位</h2>
        <span className="ml-auto text-xs text-muted">
          已布设 {(points.data ?? []).filter((p) => p.deploy_status === 1).length}/{points.data?.length ?? 0}
        </span>
      </header>
      <div className="relative px-3 pt-3">
        <Search className="pointer-events-none absolute left-5 top-5 size-4 text-gray-400" aria-hidden />
        <Input
          aria-label="搜索点位"
          className="h-8 pl-7"
          placeholder="关键字搜索"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {projectId > 0 && points.isPending ? (
          <Loading />
        ) : points.isError ? (
          <LoadFailed className="flex-col p-4" label="点位加载失败：" error={points.error} />
        ) : (
          <ul className="space-y-1" aria-label="点位列表">
            <li>
              <button
                type="button"
                aria-pressed={pointId === null}
                onClick={() => onChoose(null)}
                className={cn(
                  'w-full rounded px-3 py-2 text-left text-sm text-gray-700 hover:bg-gray-50',
                  pointId === null && 'bg-primary-soft font-medium text-primary',
                )}
              >
                全部点位
              </button>
            </li>
            {shown.map((p) => (
              <PointButton
                key={p.point_id}
                point={p}
                pressed={pointId === p.point_id}
                onClick={() => onChoose(p.point_id)}
              />
            ))}
            {!shown.length ? <li className="p-4 text-center text-sm text-muted">暂无点位</li> : null}
          </ul>
        )}
      </div>
    </section>
  );
}
