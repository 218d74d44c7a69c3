// The columns of a list of unmatched captures (unmatched-list.tsx): the capture, first and last seen, how often,
// where, the 疑似人员 (opens their photos), the similarity, the 反馈状态 and 反馈.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { FEEDBACK_STATUS, formatPercent, similarityTone } from './ai-model';
import type { UnmatchedCapture } from './ai-queries';
import { SnapPhoto } from './snap-photo';
import { linkColumn } from '@/ui/link-column';

export type UnmatchedOpen = { kind: 'feedback'; row: UnmatchedCapture } | { kind: 'photos'; name: string };

const SEEN_COLUMNS: ColumnDef<UnmatchedCapture, unknown>[] = [
  {
    id: 'snap',
    header: '抓拍图',
    enableHiding: false,
    cell: ({ row }) => <SnapPhoto src={row.original.snapUrl} alt={`抓拍图 ${row.original.id}`} className="size-12" />,
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
];

const MATCH_COLUMNS: ColumnDef<UnmatchedCapture, unknown>[] = [
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
];

/** The columns; 疑似人员 opens the photos through `onOpen`, and 反馈 (with `canFeedback`) the feedback. */
export function unmatchedColumns(
  canFeedback: boolean,
  onOpen: (open: UnmatchedOpen) => void,
): ColumnDef<UnmatchedCapture, unknown>[] {
  return [
    ...SEEN_COLUMNS,
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
            onClick={() => onOpen({ kind: 'photos', name })}
          >
            {name}
          </Button>
        ) : (
          <span className="text-gray-400">无</span>
        );
      },
    },
    ...MATCH_COLUMNS,
    ...(canFeedback
      ? [linkColumn<UnmatchedCapture>({ label: '反馈', onClick: (row) => onOpen({ kind: 'feedback', row }) })]
      : []),
  ];
}
