// 实时抓拍 (001 §7.11 listAiRealTimeCaptures): the latest captures, newest first, read again every few seconds while
// this page is the one shown (not while it waits hidden in the tab cache, nor while the browser tab is hidden);
// automatic refresh can be paused, and 刷新 reads at once. A capture enlarges beside the registered photo.
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pause, Play, RefreshCw } from 'lucide-react';
import { usePagePermission } from '@/session/permissions';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { StatusTag, Tag } from '@/ui/status-tag';
import {
  CAPTURE_TYPE,
  countByType,
  formatPercent,
  REAL_TIME_LIMITS,
  REAL_TIME_REFRESH_MS,
  similarityTone,
} from './ai-model';
import { realTimeQuery, type FaceResult } from './ai-queries';
import { CaptureDialog } from './capture-dialog';
import { FeedbackDialog } from './feedback-dialog';
import { SnapPhoto } from './snap-photo';
import { RESULTS_PATH } from './unmatched-list';
import { usePageActive } from './use-page-active';
import { LoadFailed } from '@/ui/retry-failed';

const BORDER: Record<number, string> = {
  1: 'border-t-success',
  2: 'border-t-danger',
  3: 'border-t-warning',
  4: 'border-t-gray-300',
};

export default function RealTimePage() {
  const root = useRef<HTMLDivElement>(null);
  const active = usePageActive(root);
  const [auto, setAuto] = useState(true);
  const [limit, setLimit] = useState<number>(REAL_TIME_LIMITS[0]);
  const [open, setOpen] = useState<{ kind: 'capture' | 'feedback'; row: FaceResult } | null>(null);
  const canFeedback = usePagePermission(RESULTS_PATH).hasPerm('ai:feedback');
  const live = active && auto;
  const captures = useQuery(realTimeQuery(limit, live ? REAL_TIME_REFRESH_MS : false));
  const counts = countByType(captures.data ?? []);

  return (
    <div ref={root} className="flex flex-col gap-3">
      <section
        aria-label="实时抓拍设置"
        className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-md bg-white px-4 py-3 shadow-sm"
      >
        <div className="flex flex-col gap-1">
          <h2 className="flex items-center gap-2 text-base font-semibold text-gray-900">
            实时抓拍
            <span
              role="status"
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-normal',
                live ? 'bg-success/10 text-success' : 'bg-gray-100 text-gray-500',
              )}
            >
              <span className={cn('size-1.5 rounded-full', live ? 'animate-pulse bg-success' : 'bg-gray-400')} />
              {live ? `每 ${REAL_TIME_REFRESH_MS / 1000} 秒刷新` : '已暂停'}
            </span>
          </h2>
          <p className="text-sm text-gray-600">
            最近的人脸抓拍，按时间倒序
            {captures.dataUpdatedAt ? (
              <span className="ml-2 text-xs text-gray-400">
                更新于 {formatDate(captures.dataUpdatedAt, 'HH:mm:ss')}
              </span>
            ) : null}
          </p>
        </div>
        <ul className="flex flex-wrap items-center gap-2" aria-label="抓拍类型分布">
          {Object.entries(CAPTURE_TYPE).map(([type, tag]) => (
            <li key={type}>
              <Tag tag={{ ...tag, label: `${tag.label} ${counts[Number(type)] ?? 0}` }} />
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          <label htmlFor="ai-real-time-limit" className="text-sm text-gray-600">
            显示条数
          </label>
          <Select
            id="ai-real-time-limit"
            className="h-8 w-24"
            value={String(limit)}
            onChange={(e) => setLimit(Number(e.target.value))}
          >
            {REAL_TIME_LIMITS.map((n) => (
              <option key={n} value={n}>
                {n} 条
              </option>
            ))}
          </Select>
          <Button onClick={() => setAuto((v) => !v)} aria-pressed={!auto}>
            {auto ? <Pause /> : <Play />}
            {auto ? '暂停刷新' : '自动刷新'}
          </Button>
          <Button variant="primary" onClick={() => void captures.refetch()} disabled={captures.isFetching}>
            <RefreshCw className={cn(captures.isFetching && 'animate-spin')} />
            刷新
          </Button>
        </div>
      </section>
      <section aria-label="抓拍列表" aria-busy={captures.isFetching} className="rounded-md bg-white p-4 shadow-sm">
        {captures.isPending ? (
          <Loading />
        ) : captures.isError ? (
          <LoadFailed className="flex-col py-10" error={captures.error} />
        ) : !captures.data.length ? (
          <p className="py-10 text-center text-sm text-gray-400">暂无抓拍</p>
        ) : (
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(200px,1fr))] gap-3">
            {captures.data.map((c) => (
              <li
                key={c.id}
                className={cn(
                  'flex flex-col overflow-hidden rounded-md border border-t-4 border-line bg-white transition-shadow hover:shadow-md',
                  BORDER[c.captureType],
                )}
              >
                <SnapPhoto
                  src={c.snapUrl}
                  alt={`抓拍图 ${c.id}`}
                  className="aspect-[4/3] h-auto w-full rounded-none border-0"
                  onOpen={() => setOpen({ kind: 'capture', row: c })}
                />
                <div className="flex flex-1 flex-col gap-1.5 p-3 text-xs">
                  <div className="flex items-center justify-between gap-2">
                    <span className="truncate text-sm font-medium text-gray-900">{c.workerName ?? '未匹配人员'}</span>
                    <StatusTag table={CAPTURE_TYPE} value={c.captureType} fallback={c.captureTypeName} />
                  </div>
                  <span className="truncate text-gray-500">
                    {[c.subcontractName, c.teamName, c.workType].filter(Boolean).join(' · ') || '—'}
                  </span>
                  <span className="text-gray-700 tabular-nums">{formatDate(c.captureTime, 'dateTime')}</span>
                  <span className="truncate text-gray-500" title={c.cameraLocation}>
                    {c.deviceName ?? '—'}
                  </span>
                  <div className="mt-auto flex items-center justify-between pt-1">
                    <Tag tag={{ label: `相似度 ${formatPercent(c.similarity)}`, tone: similarityTone(c.similarity) }} />
                    {canFeedback ? (
                      <Button size="sm" variant="link" onClick={() => setOpen({ kind: 'feedback', row: c })}>
                        反馈
                      </Button>
                    ) : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {open?.kind === 'capture' ? <CaptureDialog capture={open.row} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'feedback' ? (
        <FeedbackDialog
          target={{
            id: open.row.id,
            snapUrl: open.row.snapUrl,
            captureTime: open.row.captureTime,
            name: open.row.workerName,
            similarity: open.row.similarity,
            feedbackStatus: open.row.feedbackStatus,
            place: open.row.cameraLocation,
          }}
          onClose={() => setOpen(null)}
          onSent={() => void captures.refetch()}
        />
      ) : null}
    </div>
  );
}
