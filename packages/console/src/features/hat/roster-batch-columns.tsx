// The columns of a roster upload batch (roster-batch-list.tsx): who, their own columns per kind (旁站类型 and 单位,
// or 项目), the check's status and message, and 确认 / 删除 for those with the right.
import type { VirtualColumn } from '@/ui/list-screen';
import { Nowrap, Tag } from '@/ui/status-tag';
import { CHECK_STATUS, OBSERVER_TYPES, type ObservationUploadRow, type RosterUploadRow } from './hat-model';
import { uploadActionsColumn, type Pending } from './upload-row-parts';

export type BatchKind = 'observation' | 'roster';
export type Row = ObservationUploadRow | RosterUploadRow;

const OWN: Record<BatchKind, VirtualColumn<Row>[]> = {
  observation: [
    {
      id: 'observer_type',
      header: '旁站类型',
      cell: ({ row }) => {
        const t = (row.original as ObservationUploadRow).observer_type;
        return t ? <Tag tag={OBSERVER_TYPES[t]} /> : '—';
      },
    },
    {
      id: 'company_name',
      header: '单位',
      cell: ({ row }) => <Nowrap>{(row.original as ObservationUploadRow).company_name}</Nowrap>,
    },
  ],
  roster: [
    {
      id: 'project_name',
      header: '项目',
      cell: ({ row }) => <Nowrap>{(row.original as RosterUploadRow).project_name}</Nowrap>,
    },
  ],
};

const NAME: VirtualColumn<Row> = {
  id: 'name',
  header: '姓名',
  cell: ({ row }) => <span className="whitespace-nowrap font-medium">{row.original.name}</span>,
};

const CHECKED: VirtualColumn<Row>[] = [
  { id: 'post_name', header: '岗位', cell: ({ row }) => <Nowrap>{row.original.post_name}</Nowrap> },
  { id: 'id_card', header: '身份证号', cell: ({ row }) => <Nowrap>{row.original.id_card}</Nowrap> },
  { id: 'mobile', header: '手机号', cell: ({ row }) => <Nowrap>{row.original.mobile}</Nowrap> },
  {
    id: 'innerid',
    header: '安全帽编号',
    cell: ({ row }) =>
      row.original.innerid ? (
        <span className="whitespace-nowrap font-mono">{row.original.innerid}</span>
      ) : (
        <span className="text-muted">不绑定</span>
      ),
  },
  { id: 'check_status', header: '状态', cell: ({ row }) => <Tag tag={CHECK_STATUS[row.original.check_status]} /> },
  {
    id: 'check_msg',
    header: '校验结果',
    cell: ({ row }) => (
      <span
        className={
          row.original.check_status === 2
            ? 'block min-w-48 max-w-64 text-danger'
            : 'block min-w-48 max-w-64 text-gray-600'
        }
      >
        {row.original.check_msg || '—'}
      </span>
    ),
  },
];

/** The batch's columns; 确认 shows with `canSet`, 删除 with `canDelete`, each asking through `onPending`. */
export function rosterBatchColumns(
  kind: BatchKind,
  canSet: boolean,
  canDelete: boolean,
  onPending: (pending: Pending<Row>) => void,
): VirtualColumn<Row>[] {
  return [NAME, ...OWN[kind], ...CHECKED, uploadActionsColumn(canSet, canDelete, onPending)];
}
