// The 考勤规则 list's columns (attendance-rules.tsx): the position and project, the days, check times, hours and
// thresholds, the upkeep, and 编辑 for those who may configure.
import type { ColumnDef } from '@tanstack/react-table';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { maintainedColumns } from './config-parts';
import { CHECK_TIMES, type AttendanceRule } from './attendance-rule-model';
import { linkColumn } from '@/ui/link-column';

const RULE_COLUMNS: ColumnDef<AttendanceRule, unknown>[] = [
  {
    id: 'positionName',
    header: '适用岗位',
    cell: ({ row }) => <span className="font-medium whitespace-nowrap">{row.original.positionName}</span>,
  },
  { id: 'projectName', header: '项目', cell: ({ row }) => row.original.projectName },
  {
    id: 'requiredDays',
    header: '每月应到岗',
    cell: ({ row }) => <Nowrap>{`${row.original.requiredDays} 天`}</Nowrap>,
  },
  {
    id: 'checkTimes',
    header: '打卡次数',
    cell: ({ row }) => <StatusTag table={CHECK_TIMES} value={row.original.checkTimes} />,
  },
  {
    id: 'workTime',
    header: '上下班时间',
    cell: ({ row }) => <Nowrap>{`${row.original.workStartTime}–${row.original.workEndTime}`}</Nowrap>,
  },
  {
    id: 'late',
    header: '迟到/早退阈值',
    cell: ({ row }) => <Nowrap>{`${row.original.lateMinutes ?? 0} / ${row.original.earlyMinutes ?? 0} 分钟`}</Nowrap>,
  },
  ...maintainedColumns<AttendanceRule>(),
];

/** The columns, with 操作 (编辑) when `onEdit` is given. */
export function ruleColumns(
  onEdit: ((rule: AttendanceRule) => void) | undefined,
): ColumnDef<AttendanceRule, unknown>[] {
  if (!onEdit) return RULE_COLUMNS;
  return [...RULE_COLUMNS, linkColumn({ label: '编辑', onClick: onEdit })];
}
