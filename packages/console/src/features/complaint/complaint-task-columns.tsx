// 投诉处理任务 list's columns: number, complainant, type, content, level, organisation, position, state, deadline, and
// 处理 / 查看 opening the handling view.
import type { ColumnDef } from '@tanstack/react-table';
import type { NavigateFunction } from 'react-router-dom';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { COMPLAINT_STATUS, LEVEL_TAGS, taskPath, type ComplaintTask } from './complaint-model';

export function taskColumns(navigate: NavigateFunction): ColumnDef<ComplaintTask, unknown>[] {
  return [
    {
      id: 'complaintNo',
      header: '投诉编号',
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.complaintNo}</span>,
    },
    { id: 'workerName', header: '投诉人', cell: ({ row }) => <Nowrap>{row.original.workerName}</Nowrap> },
    {
      id: 'complaintTypeName',
      header: '投诉类型',
      cell: ({ row }) => <Nowrap>{row.original.complaintTypeName}</Nowrap>,
    },
    {
      id: 'content',
      header: '投诉内容',
      cell: ({ row }) => (
        <p className="max-w-72 truncate" title={row.original.content}>
          {row.original.content}
        </p>
      ),
    },
    {
      id: 'currentLevel',
      header: '处理层级',
      cell: ({ row }) => <StatusTag table={LEVEL_TAGS} value={row.original.currentLevel} />,
    },
    { id: 'currentOrgName', header: '处理组织', cell: ({ row }) => <Nowrap>{row.original.currentOrgName}</Nowrap> },
    { id: 'positionName', header: '处理岗位', cell: ({ row }) => <Nowrap>{row.original.positionName}</Nowrap> },
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => <StatusTag table={COMPLAINT_STATUS} value={row.original.status} />,
    },
    {
      id: 'deadline',
      header: '本级时限',
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
          {formatDate(row.original.deadline, 'minute')}
          {row.original.overdue ? <Tag tag={{ label: '超时', tone: 'danger' }} /> : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => (
        <Button size="sm" variant="link" onClick={() => void navigate(taskPath(row.original.id))}>
          {row.original.status === 0 || row.original.status === 1 ? '处理' : '查看'}
        </Button>
      ),
    },
  ];
}
