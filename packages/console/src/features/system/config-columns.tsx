// 单项配置's 各项目配置一览 columns: project, how it is configured, attendance hours, alarm, age limits, pay day, last
// change and the row actions (配置/查看 scrolls up to the editor; 恢复默认 for a project with its own configuration).
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { titleColumn } from '@/ui/two-lines';

export type ConfigRow = components['schemas']['OrgSingleConfigRow'];

const CUSTOMIZED: Record<number, { label: string; className: string }> = {
  0: { label: '系统默认', className: 'bg-gray-100 text-gray-500' },
  1: { label: '已单独配置', className: 'bg-primary/10 text-primary' },
};

export function configColumns(
  canEdit: boolean,
  open: (row: ConfigRow) => void,
  reset: (row: ConfigRow) => void,
): ColumnDef<ConfigRow, unknown>[] {
  return [
    titleColumn<ConfigRow>('project_name', '项目', 'min-w-48', (r) => r.org_name),
    {
      id: 'customized',
      header: '配置方式',
      cell: ({ row }) => {
        const t = CUSTOMIZED[row.original.customized];
        return t ? (
          <span className={`whitespace-nowrap rounded px-2 py-0.5 text-xs ${t.className}`}>{t.label}</span>
        ) : (
          '—'
        );
      },
    },
    {
      id: 'attendance',
      header: '考勤时段',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {row.original.attendance_start_time ?? '—'} – {row.original.attendance_end_time ?? '—'}
        </span>
      ),
    },
    {
      id: 'hat_unwear_alarm_minutes',
      header: '未戴安全帽报警',
      cell: ({ row }) => `${row.original.hat_unwear_alarm_minutes ?? '—'} 分钟`,
    },
    {
      id: 'age',
      header: '年龄上限（男/女）',
      cell: ({ row }) => `${row.original.male_age_limit ?? '—'} / ${row.original.female_age_limit ?? '—'} 岁`,
    },
    { id: 'wage_pay_day', header: '发薪日', cell: ({ row }) => `每月 ${row.original.wage_pay_day ?? '—'} 日` },
    {
      id: 'update',
      header: '最后修改',
      cell: ({ row }) =>
        row.original.update_by ? (
          <div className="whitespace-nowrap">
            <p>{row.original.update_by}</p>
            <p className="text-xs text-muted">{formatDate(row.original.update_time, 'dateTime')}</p>
          </div>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => (
        <div className="flex gap-3">
          <Button size="sm" variant="link" onClick={() => open(row.original)}>
            {canEdit ? '配置' : '查看'}
          </Button>
          {canEdit && row.original.customized === 1 ? (
            <Button size="sm" variant="link" className="text-danger" onClick={() => reset(row.original)}>
              恢复默认
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
}
