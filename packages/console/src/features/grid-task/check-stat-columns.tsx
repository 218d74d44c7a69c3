// 检查统计's table by organisation × month or project × month: checks, point tasks checked, hazards (major ones and
// the overdue in red), closure.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { Nowrap } from '@/ui/status-tag';
import { RateCell as Rate } from './rate-cell';

type StatRow = components['schemas']['GridCheckStatRow'];

export function statColumns(by: 'org' | 'project'): ColumnDef<StatRow, unknown>[] {
  return [
    { id: 'month', header: '月份', cell: ({ row }) => <Nowrap>{row.original.month}</Nowrap> },
    {
      id: 'org',
      header: by === 'org' ? '组织' : '项目',
      enableHiding: false,
      cell: ({ row }) =>
        by === 'org' ? (
          <span className="whitespace-nowrap font-medium text-gray-900">{row.original.orgName}</span>
        ) : (
          <div className="flex flex-col whitespace-nowrap">
            <span className="font-medium text-gray-900">{row.original.projectName ?? '—'}</span>
            <span className="text-xs text-gray-500">{row.original.orgName}</span>
          </div>
        ),
    },
    ...(by === 'org'
      ? [
          {
            id: 'projectCount',
            header: '项目数',
            cell: ({ row }) => row.original.projectCount ?? '—',
          } as ColumnDef<StatRow>,
        ]
      : []),
    { id: 'checkCount', header: '检查次数', cell: ({ row }) => row.original.checkCount },
    {
      id: 'tasks',
      header: '已检/任务',
      cell: ({ row }) => (
        <Nowrap>
          {row.original.checkedTaskCount ?? '—'} / {row.original.taskCount ?? '—'}
        </Nowrap>
      ),
    },
    { id: 'checkRate', header: '检查率', cell: ({ row }) => <Rate value={row.original.checkRate} /> },
    { id: 'troubleCount', header: '隐患数', cell: ({ row }) => row.original.troubleCount },
    {
      id: 'majorTroubleCount',
      header: '重大隐患',
      cell: ({ row }) => (
        <span className={row.original.majorTroubleCount ? 'font-medium text-danger' : undefined}>
          {row.original.majorTroubleCount ?? '—'}
        </span>
      ),
    },
    { id: 'rectifiedCount', header: '已闭环', cell: ({ row }) => row.original.rectifiedCount ?? '—' },
    { id: 'rectifyRate', header: '闭环率', cell: ({ row }) => <Rate value={row.original.rectifyRate} /> },
    {
      id: 'overdueCount',
      header: '逾期',
      cell: ({ row }) => (
        <span className={row.original.overdueCount ? 'font-medium text-danger' : undefined}>
          {row.original.overdueCount ?? '—'}
        </span>
      ),
    },
  ];
}
