// The columns of 投诉列表 (complaint-list-page.tsx): number, complainant, type, content, organisation, source, level,
// handler, state, dates, and 详情 / 处理.
import type { ColumnDef } from '@tanstack/react-table';
import type { NavigateFunction } from 'react-router-dom';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { COMPLAINT_STATUS, COMPLAINT_TYPES, LEVEL_TAGS, SOURCES, taskPath } from './complaint-model';
import { StackedCell } from '@/ui/stacked-cell';
import { clippedTextColumn, dateColumn, textColumn } from '@/ui/field-columns';
import { linksColumn } from '@/ui/links-column';

/** A row of 投诉列表. */
export type Complaint = components['schemas']['ComplaintWorkerItem'];

export function complaintColumns({
  mayHandle,
  navigate,
  onView,
}: {
  mayHandle: boolean;
  navigate: NavigateFunction;
  onView: (c: Complaint) => void;
}): ColumnDef<Complaint, unknown>[] {
  return [
    {
      id: 'complaint_no',
      header: '投诉编号',
      enableHiding: false,
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.complaint_no}</span>,
    },
    {
      id: 'worker_name',
      header: '投诉人',
      cell: ({ row }) => (
        <div className="whitespace-nowrap">
          <p className="font-medium text-gray-900">{row.original.worker_name}</p>
          <p className="text-xs text-gray-500">{row.original.mobile}</p>
        </div>
      ),
    },
    {
      id: 'complaint_type',
      header: '投诉类型',
      cell: ({ row }) => (
        <Nowrap>{row.original.complaint_type_name ?? COMPLAINT_TYPES[row.original.complaint_type]}</Nowrap>
      ),
    },
    clippedTextColumn('content', '投诉内容', 'max-w-72 truncate text-gray-700'),
    {
      id: 'team',
      header: '参建单位 / 班组',
      cell: ({ row }) => <StackedCell main={row.original.company_name ?? '—'} sub={row.original.team_name ?? '—'} />,
    },
    { id: 'source', header: '来源', cell: ({ row }) => <Nowrap>{SOURCES[row.original.source ?? -1]}</Nowrap> },
    {
      id: 'handle_level',
      header: '处理层级',
      cell: ({ row }) => <StatusTag table={LEVEL_TAGS} value={row.original.handle_level} />,
    },
    textColumn('handler_name', '处理人'),
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => <StatusTag table={COMPLAINT_STATUS} value={row.original.status} />,
    },
    dateColumn('create_time', '投诉时间', 'minute'),
    {
      id: 'deadline',
      header: '办结时限',
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
          {formatDate(row.original.deadline, 'minute')}
          {row.original.is_overdue ? <Tag tag={{ label: '超时', tone: 'danger' }} /> : null}
        </span>
      ),
    },
    linksColumn<Complaint>([
      { text: '详情', onClick: onView },
      {
        text: '处理',
        show: (c) => (c.status === 0 || c.status === 1) && mayHandle,
        onClick: (c) => void navigate(taskPath(c.id)),
      },
    ]),
  ];
}
