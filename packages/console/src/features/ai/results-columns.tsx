// The 抓拍结果 list's filters and columns (results-page.tsx): the capture, when and of what type, who, the match,
// the camera, the 反馈状态, and 照片 / 反馈.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import type { FilterField } from '@/ui/filter-bar';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { CAPTURE_TYPE, FEEDBACK_STATUS, formatPercent, similarityTone } from './ai-model';
import type { FaceResult } from './ai-queries';
import { SnapPhoto } from './snap-photo';
import type { FaceOpen } from './face-dialogs';
import { linksColumn } from '@/ui/links-column';

export type ResultOpen = FaceOpen | { kind: 'photos'; name: string };

type Options = { value: string; label: string }[] | undefined;

/** 姓名, then 抓拍类型, 分包单位, 班组 and 工种 with the options their calls gave. */
export function resultFilters(options: {
  types: Options;
  subcontracts: Options;
  teams: Options;
  workTypes: Options;
}): FilterField[] {
  return [
    { name: 'name', label: '姓名' },
    { name: 'captureType', label: '抓拍类型', type: 'select', options: options.types ?? [] },
    { name: 'subcontractId', label: '分包单位', type: 'select', searchable: true, options: options.subcontracts ?? [] },
    { name: 'teamId', label: '班组', type: 'select', searchable: true, options: options.teams ?? [] },
    { name: 'workType', label: '工种', type: 'select', searchable: true, options: options.workTypes ?? [] },
  ];
}

const MATCH_COLUMNS: ColumnDef<FaceResult, unknown>[] = [
  {
    id: 'captureTime',
    header: '抓拍时间',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.captureTime, 'dateTime')}</Nowrap>,
  },
  {
    id: 'captureType',
    header: '抓拍类型',
    cell: ({ row }) => (
      <StatusTag table={CAPTURE_TYPE} value={row.original.captureType} fallback={row.original.captureTypeName} />
    ),
  },
  {
    id: 'workerName',
    header: '姓名',
    cell: ({ row }) =>
      row.original.workerName ? (
        <span className="font-medium text-gray-900">{row.original.workerName}</span>
      ) : (
        <span className="text-gray-400">未匹配</span>
      ),
  },
  { id: 'idCard', header: '身份证号', cell: ({ row }) => <Nowrap>{row.original.idCard}</Nowrap> },
  { id: 'subcontractName', header: '分包单位', cell: ({ row }) => <Nowrap>{row.original.subcontractName}</Nowrap> },
  { id: 'teamName', header: '班组', cell: ({ row }) => <Nowrap>{row.original.teamName}</Nowrap> },
  { id: 'workType', header: '工种', cell: ({ row }) => <Nowrap>{row.original.workType}</Nowrap> },
  {
    id: 'similarity',
    header: '相似度',
    cell: ({ row }) => (
      <Tag tag={{ label: formatPercent(row.original.similarity), tone: similarityTone(row.original.similarity) }} />
    ),
  },
  {
    id: 'device',
    header: '摄像机 / 点位',
    cell: ({ row }) => (
      <div className="flex flex-col leading-tight">
        <Nowrap>{row.original.deviceName}</Nowrap>
        <span className="text-xs text-gray-400">{row.original.cameraLocation ?? ''}</span>
      </div>
    ),
  },
  {
    id: 'feedbackStatus',
    header: '反馈状态',
    cell: ({ row }) => <StatusTag table={FEEDBACK_STATUS} value={row.original.feedbackStatus} />,
  },
];

/** The columns; the capture and 照片 open through `onOpen`, and 反馈 too with `canFeedback`. */
export function resultColumns(
  canFeedback: boolean,
  onOpen: (open: ResultOpen) => void,
): ColumnDef<FaceResult, unknown>[] {
  return [
    {
      id: 'snap',
      header: '抓拍图',
      enableHiding: false,
      cell: ({ row }) => (
        <SnapPhoto
          src={row.original.snapUrl}
          alt={`抓拍图 ${row.original.id}`}
          onOpen={() => onOpen({ kind: 'capture', row: row.original })}
        />
      ),
    },
    ...MATCH_COLUMNS,
    linksColumn<FaceResult>(
      [
        {
          text: '照片',
          show: (r) => Boolean(r.workerName),
          onClick: (r) => onOpen({ kind: 'photos', name: r.workerName ?? '' }),
        },
        { text: '反馈', show: canFeedback, onClick: (r) => onOpen({ kind: 'feedback', row: r }) },
      ],
      'flex gap-1',
    ),
  ];
}
