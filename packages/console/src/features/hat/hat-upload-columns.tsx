// The columns of a helmet binding sheet's batch (hat-upload-page.tsx): the helmet, who, the check, and 操作.
import { dateFormatter } from '@/lib/dates';
import type { VirtualColumn } from '@/ui/list-screen';
import { Tag } from '@/ui/status-tag';
import { CHECK_STATUS, PERSON_TYPES, type UploadRow } from './hat-model';
import { uploadActionsColumn, type Pending } from './upload-row-parts';

const uploadTime = dateFormatter('minute');

const UPLOAD_COLUMNS: VirtualColumn<UploadRow>[] = [
  {
    id: 'innerid',
    header: '安全帽编号',
    cell: ({ row }) => <span className="whitespace-nowrap font-mono">{row.original.innerid}</span>,
  },
  {
    id: 'name',
    header: '姓名',
    cell: ({ row }) => <span className="whitespace-nowrap font-medium">{row.original.name}</span>,
  },
  {
    id: 'person_type',
    header: '人员类型',
    cell: ({ row }) => <Tag tag={PERSON_TYPES[row.original.person_type ?? 1]} />,
  },
  { id: 'id_card', header: '身份证号', cell: ({ row }) => row.original.id_card || '—' },
  { id: 'mobile', header: '手机号', cell: ({ row }) => row.original.mobile || '—' },
  {
    id: 'dept_name',
    header: '班组/岗位',
    cell: ({ row }) => row.original.dept_name || '—',
  },
  {
    id: 'check_status',
    header: '状态',
    cell: ({ row }) => <Tag tag={CHECK_STATUS[row.original.check_status]} />,
  },
  {
    id: 'check_msg',
    header: '校验结果',
    cell: ({ row }) => (
      <span className={row.original.check_status === 2 ? 'block min-w-48 text-danger' : 'block min-w-48 text-gray-600'}>
        {row.original.check_msg || '—'}
      </span>
    ),
  },
  {
    id: 'create_time',
    header: '上传时间',
    cell: ({ row }) => uploadTime(row.original.create_time),
  },
];

/** The batch's columns; 确认 shows with `canSet`, 删除 with `canDelete`, each asking through `onPending`. */
export function uploadColumns(
  canSet: boolean,
  canDelete: boolean,
  onPending: (pending: Pending<UploadRow>) => void,
): VirtualColumn<UploadRow>[] {
  return [...UPLOAD_COLUMNS, uploadActionsColumn(canSet, canDelete, onPending)];
}
