// 作业许可's columns (job-page.tsx): the permit, its team and people, plan, status, approval and each row's actions.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { JOB_STATUS, JOB_TYPES, canApprove, canClose, type LsoJob } from './lso-model';
import { StackedCell } from '@/ui/stacked-cell';
import { linksColumn } from '@/ui/links-column';

type RowAction = { kind: 'view' | 'approve' | 'close'; job: LsoJob };

export const jobColumns = (mayEdit: boolean, onPick: (a: RowAction) => void): ColumnDef<LsoJob, unknown>[] => [
  {
    id: 'jobNo',
    header: '作业票号',
    enableHiding: false,
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.jobNo}</span>,
  },
  {
    id: 'jobType',
    header: '作业类型',
    cell: ({ row }) => (
      <div className="whitespace-nowrap">
        <p className="font-medium text-gray-900">{row.original.jobTypeName ?? JOB_TYPES[row.original.jobType]}</p>
        <p className="text-xs text-gray-500">{row.original.jobLevel ?? '—'}</p>
      </div>
    ),
  },
  {
    id: 'content',
    header: '作业内容',
    cell: ({ row }) => (
      <div className="max-w-64">
        <p className="truncate" title={row.original.content}>
          {row.original.content}
        </p>
        <p className="truncate text-xs text-gray-500">
          {row.original.areaName} · {row.original.location ?? '—'}
        </p>
      </div>
    ),
  },
  {
    id: 'team',
    header: '作业单位 / 班组',
    cell: ({ row }) => (
      <div className="whitespace-nowrap">
        <p>{row.original.companyName ?? '—'}</p>
        <p className="text-xs text-gray-500">
          {row.original.teamName ?? '—'} · {row.original.workerCount ?? 0} 人
        </p>
      </div>
    ),
  },
  {
    id: 'people',
    header: '申请人 / 监护人',
    cell: ({ row }) => (
      <Nowrap>
        {row.original.applicantName ?? '—'} / {row.original.guardianName ?? '—'}
      </Nowrap>
    ),
  },
  {
    id: 'plan',
    header: '计划时间',
    cell: ({ row }) => (
      <div className="whitespace-nowrap text-xs">
        <p>{formatDate(row.original.planStartTime, 'minute')}</p>
        <p className="text-gray-500">至 {formatDate(row.original.planEndTime, 'minute')}</p>
      </div>
    ),
  },
  { id: 'status', header: '状态', cell: ({ row }) => <StatusTag table={JOB_STATUS} value={row.original.status} /> },
  {
    id: 'approver',
    header: '审批',
    cell: ({ row }) =>
      row.original.approverName ? (
        <StackedCell main={row.original.approverName} sub={formatDate(row.original.approveTime, 'minute')} />
      ) : (
        <span className="text-muted">—</span>
      ),
  },
  {
    id: 'closeTime',
    header: '关闭时间',
    cell: ({ row }) => <Nowrap>{row.original.closeTime ? formatDate(row.original.closeTime, 'minute') : null}</Nowrap>,
  },
  linksColumn<LsoJob>([
    { text: '详情', onClick: (j) => onPick({ kind: 'view', job: j }) },
    { text: '审批', show: (j) => canApprove(j.status) && mayEdit, onClick: (j) => onPick({ kind: 'approve', job: j }) },
    { text: '关闭', show: (j) => canClose(j.status) && mayEdit, onClick: (j) => onPick({ kind: 'close', job: j }) },
  ]),
];
