// A list of captures that match no registered worker (未实名人员, 陌生人), one row per face over the period: the
// capture, when it was first and last seen, where, how often, the nearest registered person (疑似人员) with the
// similarity, and the 反馈状态. 疑似人员 opens that person's photos to compare; 反馈 needs ai:feedback, which the
// 抓拍结果 menu entry grants.
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { usePagePermission } from '@/session/permissions';
import { useDateRange } from '@/lib/use-date-range';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { DateRangeBar } from '@/ui/date-range-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { FEEDBACK_STATUS, formatPercent, similarityTone } from './ai-model';
import { listLoaders, type UnmatchedCapture } from './ai-queries';
import { FeedbackDialog } from './feedback-dialog';
import { PhotosDialog } from './photos-dialog';
import { SnapPhoto } from './snap-photo';

/** The menu entry whose perms carry ai:feedback. */
export const RESULTS_PATH = '/ai/results';

const KINDS = {
  unRealName: { operation: 'listAiUnRealNameCaptures', listTitle: '未实名人员抓拍' },
  unknown: { operation: 'listAiUnknownCaptures', listTitle: '陌生人抓拍记录' },
} as const;

type Open = { kind: 'feedback'; row: UnmatchedCapture } | { kind: 'photos'; name: string } | null;

export function UnmatchedList({
  kind,
  title,
  description,
}: {
  kind: keyof typeof KINDS;
  title: string;
  description: string;
}) {
  const { range, apply } = useDateRange();
  const canFeedback = usePagePermission(RESULTS_PATH).hasPerm('ai:feedback');
  const [open, setOpen] = useState<Open>(null);
  const columns = useMemo<ColumnDef<UnmatchedCapture, unknown>[]>(
    () => [
      {
        id: 'snap',
        header: '抓拍图',
        enableHiding: false,
        cell: ({ row }) => (
          <SnapPhoto src={row.original.snapUrl} alt={`抓拍图 ${row.original.id}`} className="size-12" />
        ),
      },
      {
        id: 'captureTime',
        header: '首次抓拍',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.captureTime, 'dateTime')}</Nowrap>,
      },
      {
        id: 'lastCaptureTime',
        header: '最近抓拍',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.lastCaptureTime, 'dateTime')}</Nowrap>,
      },
      {
        id: 'captureCount',
        header: '抓拍次数',
        cell: ({ row }) => <span className="tabular-nums">{row.original.captureCount ?? '—'}</span>,
      },
      { id: 'deviceName', header: '摄像机', cell: ({ row }) => <Nowrap>{row.original.deviceName}</Nowrap> },
      { id: 'cameraLocation', header: '点位', cell: ({ row }) => <Nowrap>{row.original.cameraLocation}</Nowrap> },
      {
        id: 'suspectedName',
        header: '疑似人员',
        cell: ({ row }) => {
          const name = row.original.suspectedName;
          return name ? (
            <Button
              size="sm"
              variant="link"
              title={`查看${name}的抓拍照片`}
              onClick={() => setOpen({ kind: 'photos', name })}
            >
              {name}
            </Button>
          ) : (
            <span className="text-gray-400">无</span>
          );
        },
      },
      {
        id: 'similarity',
        header: '最高相似度',
        cell: ({ row }) => (
          <Tag tag={{ label: formatPercent(row.original.similarity), tone: similarityTone(row.original.similarity) }} />
        ),
      },
      {
        id: 'feedbackStatus',
        header: '反馈状态',
        cell: ({ row }) => <StatusTag table={FEEDBACK_STATUS} value={row.original.feedbackStatus} />,
      },
      ...(canFeedback
        ? [
            {
              id: 'actions',
              header: '操作',
              enableHiding: false,
              cell: ({ row }) => (
                <Button size="sm" variant="link" onClick={() => setOpen({ kind: 'feedback', row: row.original })}>
                  反馈
                </Button>
              ),
            } satisfies ColumnDef<UnmatchedCapture, unknown>,
          ]
        : []),
    ],
    [canFeedback],
  );
  const k = KINDS[kind];
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title={title} range={range} onApply={apply}>
        <span>{description}</span>
      </DateRangeBar>
      <ListScreen<UnmatchedCapture>
        id={`ai-${kind}`}
        title={k.listTitle}
        columns={columns}
        operation={k.operation}
        scope={range}
        rowId={(r) => String(r.id)}
        load={kind === 'unRealName' ? listLoaders.unRealName(range) : listLoaders.unknown(range)}
      />
      {open?.kind === 'photos' ? <PhotosDialog name={open.name} period={range} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'feedback' ? (
        <FeedbackDialog
          target={{
            id: open.row.id,
            snapUrl: open.row.snapUrl,
            captureTime: open.row.captureTime,
            name: open.row.suspectedName ? `疑似${open.row.suspectedName}` : null,
            similarity: open.row.similarity,
            feedbackStatus: open.row.feedbackStatus,
            place: open.row.cameraLocation,
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
