// The 值班配置 list's filters and columns (config-page.tsx): who, when, where they patrol, the helmet, the period, the
// upkeep, and 编辑 / 操作记录.
import { optionsOf } from '@/lib/options';
import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '@/ui/button';
import { Nowrap, Tag } from '@/ui/status-tag';
import type { FilterField } from '@/ui/filter-bar';
import { formatDate } from '@/lib/dates';
import { CONFIG_STATUS, DUTY_TYPE, formatMinutes, formatWeekDays, type DutyConfig } from './duty-model';
import { maintainedColumns } from './config-parts';
import { whoColumns } from './record-columns';

/** 项目 (the given options), 值班类型 and 状态. */
export function configFilters(projectOptions: { value: string; label: string }[]): FilterField[] {
  return [
    { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projectOptions },
    {
      name: 'dutyType',
      label: '值班类型',
      type: 'select',
      options: optionsOf(DUTY_TYPE),
    },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      options: optionsOf(CONFIG_STATUS),
    },
  ];
}

const PLAN_COLUMNS: ColumnDef<DutyConfig, unknown>[] = [
  ...whoColumns<DutyConfig>(),
  { id: 'weekDays', header: '值班日', cell: ({ row }) => <Nowrap>{formatWeekDays(row.original.weekDays)}</Nowrap> },
  {
    id: 'time',
    header: '时段',
    cell: ({ row }) => <Nowrap>{`${row.original.startTime}–${row.original.endTime}`}</Nowrap>,
  },
  {
    id: 'minDuration',
    header: '最短时长',
    cell: ({ row }) => <Nowrap>{formatMinutes(row.original.minDurationMinutes)}</Nowrap>,
  },
  {
    id: 'buildings',
    header: '须巡查楼栋',
    cell: ({ row }) => (
      <div className="flex max-w-64 flex-wrap gap-1">
        {(row.original.buildingNames ?? []).map((b) => (
          <Tag key={b} tag={{ label: b, tone: 'muted' }} />
        ))}
      </div>
    ),
  },
  {
    id: 'hat',
    header: '安全帽',
    cell: ({ row }) =>
      row.original.hatInnerid ? (
        <Nowrap>{row.original.hatInnerid}</Nowrap>
      ) : (
        <Tag tag={{ label: '未绑定', tone: 'danger' }} />
      ),
  },
  {
    id: 'effective',
    header: '生效期',
    cell: ({ row }) => (
      <Nowrap>
        {row.original.effectiveStartDate
          ? `${formatDate(row.original.effectiveStartDate)} 至 ${formatDate(row.original.effectiveEndDate)}`
          : '长期'}
      </Nowrap>
    ),
  },
  ...maintainedColumns<DutyConfig>(),
];

/** The columns; 编辑 (through `onEdit`) when `onEdit` is given, 操作记录 always. */
export function configColumns(
  onEdit: ((config: DutyConfig) => void) | undefined,
  onLog: (config: DutyConfig) => void,
): ColumnDef<DutyConfig, unknown>[] {
  return [
    ...PLAN_COLUMNS,
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => (
        <div className="flex gap-1">
          {onEdit ? (
            <Button size="sm" variant="link" onClick={() => onEdit(row.original)}>
              编辑
            </Button>
          ) : null}
          <Button size="sm" variant="link" onClick={() => onLog(row.original)}>
            操作记录
          </Button>
        </div>
      ),
    },
  ];
}
