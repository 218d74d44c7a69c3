// One capture enlarged: the capture beside the registered photo (when matched), and what was recognised.
import type { ReactNode } from 'react';
import { ViewDialog } from '@/ui/view-dialog';
import { StatusTag, Tag } from '@/ui/status-tag';
import { formatDate } from '@/lib/dates';
import { CAPTURE_TYPE, FEEDBACK_STATUS, formatPercent, similarityTone } from './ai-model';
import type { FaceResult } from './ai-queries';
import { SnapPhoto } from './snap-photo';

export function CaptureDialog({ capture: c, onClose }: { capture: FaceResult; onClose: () => void }) {
  const items: [string, ReactNode][] = [
    ['抓拍时间', formatDate(c.captureTime, 'dateTime')],
    ['抓拍类型', <StatusTag key="t" table={CAPTURE_TYPE} value={c.captureType} fallback={c.captureTypeName} />],
    ['姓名', c.workerName ?? '未匹配'],
    ['身份证号', c.idCard ?? '—'],
    ['分包单位', c.subcontractName ?? '—'],
    ['班组 / 工种', `${c.teamName ?? '—'} / ${c.workType ?? '—'}`],
    ['相似度', <Tag key="s" tag={{ label: formatPercent(c.similarity), tone: similarityTone(c.similarity) }} />],
    ['摄像机', c.deviceName ?? '—'],
    ['点位', c.cameraLocation ?? '—'],
    ['反馈状态', <StatusTag key="f" table={FEEDBACK_STATUS} value={c.feedbackStatus} />],
  ];
  return (
    <ViewDialog title={`抓拍详情：${c.workerName ?? c.captureTypeName ?? c.id}`} onClose={onClose} width={720}>
      <div className="grid grid-cols-2 gap-4">
        <figure className="flex flex-col gap-1">
          <SnapPhoto src={c.snapUrl} alt="抓拍图" className="aspect-square h-auto w-full" />
          <figcaption className="text-center text-xs text-gray-500">抓拍图</figcaption>
        </figure>
        <figure className="flex flex-col gap-1">
          <SnapPhoto src={c.faceUrl} alt="登记照" className="aspect-square h-auto w-full" />
          <figcaption className="text-center text-xs text-gray-500">登记照</figcaption>
        </figure>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr_auto_1fr] gap-x-4 gap-y-2 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-500">{label}</dt>
            <dd className="min-w-0 truncate text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </ViewDialog>
  );
}
