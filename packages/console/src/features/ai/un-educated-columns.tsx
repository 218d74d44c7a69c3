// The columns of 未教育工人名单 (the un-educated workers list), each row opening the person's capture photos.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { EDUCATION_STATUS } from './ai-model';
import type { UnEducatedWorker } from './ai-queries';
import { SnapPhoto } from './snap-photo';
import { linkColumn } from '@/ui/link-column';

export const unEducatedColumns = (onPhotos: (workerName: string) => void): ColumnDef<UnEducatedWorker, unknown>[] => [
  {
    id: 'snap',
    header: '最近抓拍',
    enableHiding: false,
    cell: ({ row }) => <SnapPhoto src={row.original.snapUrl} alt={`${row.original.workerName} 最近抓拍`} />,
  },
  {
    id: 'workerName',
    header: '姓名',
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.workerName}</span>,
  },
  { id: 'idCard', header: '身份证号', cell: ({ row }) => <Nowrap>{row.original.idCard}</Nowrap> },
  { id: 'subcontractName', header: '分包单位', cell: ({ row }) => <Nowrap>{row.original.subcontractName}</Nowrap> },
  { id: 'teamName', header: '班组', cell: ({ row }) => <Nowrap>{row.original.teamName}</Nowrap> },
  { id: 'workType', header: '工种', cell: ({ row }) => <Nowrap>{row.original.workType}</Nowrap> },
  { id: 'entryDate', header: '进场日期', cell: ({ row }) => <Nowrap>{formatDate(row.original.entryDate)}</Nowrap> },
  {
    id: 'educationStatus',
    header: '教育情况',
    cell: ({ row }) => <StatusTag table={EDUCATION_STATUS} value={row.original.educationStatus} />,
  },
  {
    id: 'captureCount',
    header: '抓拍次数',
    cell: ({ row }) => <span className="tabular-nums">{row.original.captureCount}</span>,
  },
  {
    id: 'lastCaptureTime',
    header: '最近抓拍时间',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.lastCaptureTime, 'dateTime')}</Nowrap>,
  },
  linkColumn<UnEducatedWorker>({ label: '抓拍照片', onClick: (r) => onPhotos(r.workerName) }),
];
