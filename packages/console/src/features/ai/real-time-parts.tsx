// The two sections of 实时抓拍 (real-time-page.tsx): the settings bar (refresh state, counts by type, 显示条数,
// pause and 刷新) and one capture's card.
import { Pause, Play, RefreshCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Select } from '@/ui/select';
import { StatusTag, Tag } from '@/ui/status-tag';
import { CAPTURE_TYPE, formatPercent, REAL_TIME_LIMITS, REAL_TIME_REFRESH_MS, similarityTone } from './ai-model';
import type { FaceResult } from './ai-queries';
import { SnapPhoto } from './snap-photo';
import type { FaceOpen } from './face-dialogs';

const BORDER: Record<number, string> = {
  1: 'border-t-success',
  2: 'border-t-danger',
  3: 'border-t-warning',
  4: 'border-t-gray-300',
};

export function RealTimeBar({
  live,
  auto,
  onAuto,
  limit,
  onLimit,
  counts,
  updatedAt,
  fetching,
  onRefresh,
}: {
  live: boolean;
  auto: boolean;
  onAuto: () => void;
  limit: number;
  onLimit: (limit: number) => void;
  counts: Record<number, number>;
  updatedAt: number;
  fetching: boolean;
  onRefresh: () => void;
}) {
  return (
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
          {updatedAt ? (
            <span className="ml-2 text-xs text-gray-400">更新于 {formatDate(updatedAt, 'HH:mm:ss')}</span>
          ) : null}
        </p>
      </div>
      <TypeCounts counts={counts} />
      <div className="ml-auto flex items-center gap-2">
        <label htmlFor="ai-real-time-limit" className="text-sm text-gray-600">
          显示条数
        </label>
        <Select
          id="ai-real-time-limit"
          className="h-8 w-24"
          value={String(limit)}
          onChange={(e) => onLimit(Number(e.target.value))}
        >
          {REAL_TIME_LIMITS.map((n) => (
            <option key={n} value={n}>
              {n} 条
            </option>
          ))}
        </Select>
        <Button onClick={onAuto} aria-pressed={!auto}>
          {auto ? <Pause /> : <Play />}
          {auto ? '暂停刷新' : '自动刷新'}
        </Button>
        <Button variant="primary" onClick={onRefresh} disabled={fetching}>
          <RefreshCw className={cn(fetching && 'animate-spin')} />
          刷新
        </Button>
      </div>
    </section>
  );
}

/** 抓拍类型分布: each type with how many of the shown captures are of it. */
function TypeCounts({ counts }: { counts: Record<number, number> }) {
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="抓拍类型分布">
      {Object.entries(CAPTURE_TYPE).map(([type, tag]) => (
        <li key={type}>
          <Tag tag={{ ...tag, label: `${tag.label} ${counts[Number(type)] ?? 0}` }} />
        </li>
      ))}
    </ul>
  );
}

/** One capture: the photo (enlarges), who and of what type, the team, when, the camera, the similarity, 反馈. */
export function CaptureCard({
  capture: c,
  canFeedback,
  onOpen,
}: {
  capture: FaceResult;
  canFeedback: boolean;
  onOpen: (open: FaceOpen) => void;
}) {
  return (
    <li
      className={cn(
        'flex flex-col overflow-hidden rounded-md border border-t-4 border-line bg-white transition-shadow hover:shadow-md',
        BORDER[c.captureType],
      )}
    >
      <SnapPhoto
        src={c.snapUrl}
        alt={`抓拍图 ${c.id}`}
        className="aspect-[4/3] h-auto w-full rounded-none border-0"
        onOpen={() => onOpen({ kind: 'capture', row: c })}
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
            <Button size="sm" variant="link" onClick={() => onOpen({ kind: 'feedback', row: c })}>
              反馈
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
