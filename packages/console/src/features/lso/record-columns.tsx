// 作业记录's filters and columns (record-page.tsx): time, type, officer, area, permit, content, problems, rectification, photos
// and each row's 详情 / 删除.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { RECORD_TYPES, RECTIFY_STATUS, optionsOf, type LsoRecord } from './lso-model';
import type { Option } from './use-org-options';
import { clippedTextColumn, textColumn } from '@/ui/field-columns';
import { linksColumn } from '@/ui/links-column';

export const recordFilters = (officers: Option[] | undefined): FilterField[] => [
  { name: 'recordType', label: '记录类型', type: 'select', options: optionsOf(RECORD_TYPES) },
  { name: 'officerId', label: '安全员', type: 'select', options: officers ?? [] },
  { name: 'rectifyStatus', label: '整改状态', type: 'select', options: optionsOf(RECTIFY_STATUS) },
  ...dateRangeFilters(),
];

interface RecordActionsProps {
  mayDelete: boolean;
  onView: (r: LsoRecord) => void;
  onDelete: (r: LsoRecord) => void;
}

export const recordColumns = (actions: RecordActionsProps): ColumnDef<LsoRecord, unknown>[] => [
  {
    id: 'recordTime',
    header: '记录时间',
    enableHiding: false,
    cell: ({ row }) => <Nowrap>{formatDate(row.original.recordTime, 'minute')}</Nowrap>,
  },
  {
    id: 'recordType',
    header: '记录类型',
    cell: ({ row }) => (
      <StatusTag table={RECORD_TYPES} value={row.original.recordType} fallback={row.original.recordTypeName} />
    ),
  },
  textColumn('officerName', '安全员'),
  textColumn('areaName', '施工区域'),
  {
    id: 'jobNo',
    header: '关联作业票',
    cell: ({ row }) =>
      row.original.jobNo ? (
        <span className="font-mono text-xs">{row.original.jobNo}</span>
      ) : (
        <span className="text-muted">—</span>
      ),
  },
  clippedTextColumn('content', '记录内容', 'max-w-80 truncate'),
  {
    id: 'problemCount',
    header: '问题数',
    cell: ({ row }) => (
      <span className={row.original.problemCount ? 'font-medium text-danger' : 'text-gray-500'}>
        {row.original.problemCount ?? 0}
      </span>
    ),
  },
  {
    id: 'rectifyStatus',
    header: '整改状态',
    cell: ({ row }) => <StatusTag table={RECTIFY_STATUS} value={row.original.rectifyStatus} />,
  },
  {
    id: 'images',
    header: '照片',
    cell: ({ row }) => <Nowrap>{row.original.images?.length ? `${row.original.images.length} 张` : null}</Nowrap>,
  },
  linksColumn<LsoRecord>([
    { text: '详情', onClick: actions.onView },
    { text: '删除', show: actions.mayDelete, tone: 'danger', onClick: actions.onDelete },
  ]),
];
