// 投诉处理任务 list's columns: number, complainant, type, content, level, organisation, position, state, deadline, and
// 处理 / 查看 opening the handling view.
import type { ColumnDef } from '@tanstack/react-table';
import type { NavigateFunction } from 'react-router-dom';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { StatusTag, Tag } from '@/ui/status-tag';
import { COMPLAINT_STATUS, LEVEL_TAGS, taskPath, type ComplaintTask } from './complaint-model';
import { clippedTextColumn, textColumn } from '@/ui/field-columns';

export function taskColumns(navigate: NavigateFunction): ColumnDef<ComplaintTask, unknown>[] {
  return [
    {
      id: 'complaintNo',
      header: '投诉编号',
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.complaintNo}</span>,
    },
    textColumn('workerName', '投诉人'),
    textColumn('complaintTypeName', '投诉类型'),
    clippedTextColumn('content', '投诉内容', 'max-w-72 truncate'),
    {
      id: 'currentLevel',
      header: '处理层级',
      cell: ({ row }) => <StatusTag table={LEVEL_TAGS} value={row.original.currentLevel} />,
    },
    textColumn('currentOrgName', '处理组织'),
    textColumn('positionName', '处理岗位'),
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
