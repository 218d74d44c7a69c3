// The columns of a duration alarm (滞留, 静止, 长时间停留: AlarmDurationRecord): who, where, from when to when, how
// long, and the closed-loop status; and the filters of such a list (DURATION_FILTER_NAMES). One definition for every
// screen that lists such alarms.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { StatusTag } from '@/ui/status-tag';
import { formatMinutes } from '@/domain/duration';
import { CLOSED_LOOP_STATUS } from '@/domain/alarm-codes';
import { optionsOf } from '@/lib/options';

type Row = components['schemas']['AlarmDurationRecord'];

/** The period, 闭环状态, 施工区域 (of the areas counted for the period) and 关键字. */
export function durationFilters(areas: readonly components['schemas']['AlarmAreaCount'][] | undefined): FilterField[] {
  return [
    ...dateRangeFilters(),
    { name: 'status', label: '闭环状态', type: 'select', options: optionsOf(CLOSED_LOOP_STATUS) },
    {
      name: 'area_id',
      label: '施工区域',
      type: 'select',
      options: (areas ?? []).map((a) => ({ value: a.area_id, label: a.area_name })),
    },
    { name: 'keyword', label: '关键字', placeholder: '姓名、手机号或安全帽编号' },
  ];
}

/** `noun` names the duration column (滞留时长, 静止时长, 停留时长). */
export function durationColumns(noun: string): ColumnDef<Row, unknown>[] {
  return [
    {
      id: 'person_name',
      header: '姓名',
      cell: ({ row }) => (
        <div className="whitespace-nowrap">
          <span className="font-medium text-gray-900">{row.original.person_name}</span>
          {row.original.person_type === 2 ? (
            <span className="ml-1.5 rounded bg-primary/10 px-1.5 py-0.5 text-xs text-primary">管理人员</span>
          ) : null}
        </div>
      ),
    },
    { id: 'work_type', header: '工种/岗位', cell: ({ row }) => row.original.work_type || '—' },
    { id: 'team_name', header: '班组', cell: ({ row }) => row.original.team_name || '—' },
    {
      id: 'company_name',
      header: '参建单位',
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.company_name || '—'}</span>,
    },
    {
      id: 'hat_innerid',
      header: '安全帽编号',
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.hat_innerid || '—'}</span>,
    },
    { id: 'area_name', header: '施工区域', cell: ({ row }) => row.original.area_name || '—' },
    {
      id: 'start_time',
      header: '开始时间',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.start_time, 'dateTime')}</span>,
    },
    {
      id: 'end_time',
      header: '结束时间',
      cell: ({ row }) =>
        row.original.end_time ? (
          <span className="whitespace-nowrap">{formatDate(row.original.end_time, 'dateTime')}</span>
        ) : (
          <span className="text-danger">持续中</span>
        ),
    },
    {
      id: 'duration_minutes',
      header: `${noun}时长`,
      cell: ({ row }) => <span className="whitespace-nowrap">{formatMinutes(row.original.duration_minutes)}</span>,
    },
    {
      id: 'status',
      header: '闭环状态',
      cell: ({ row }) => (
        <StatusTag table={CLOSED_LOOP_STATUS} value={row.original.status} fallback={row.original.status_desc} />
      ),
    },
  ];
}
