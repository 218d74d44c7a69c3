// 投诉处理岗位配置's columns: level, organisation, positions and their people, time limit, escalation, SMS, last change,
// and 编辑 for those who may edit.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { LEVEL_TAGS, type ComplaintLevelConfig } from './complaint-model';
import { StackedCell } from '@/ui/stacked-cell';

const yesNo = (v: boolean | undefined, yes: string) =>
  v ? <Tag tag={{ label: yes, tone: 'success' }} /> : <Tag tag={{ label: '否', tone: 'muted' }} />;

export function positionColumns(
  canEdit: boolean,
  onEdit: (config: ComplaintLevelConfig) => void,
): ColumnDef<ComplaintLevelConfig, unknown>[] {
  return [
    {
      id: 'level',
      header: '处理层级',
      enableHiding: false,
      cell: ({ row }) => <StatusTag table={LEVEL_TAGS} value={row.original.level} fallback={row.original.levelName} />,
    },
    {
      id: 'orgName',
      header: '组织',
      cell: ({ row }) => <span className="whitespace-nowrap font-medium">{row.original.orgName ?? '—'}</span>,
    },
    {
      id: 'positionNames',
      header: '处理岗位',
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1">
          {(row.original.positionNames ?? []).map((p) => (
            <Tag key={p} tag={{ label: p, tone: 'primary' }} />
          ))}
        </div>
      ),
    },
    {
      id: 'handlerNames',
      header: '岗位人员',
      cell: ({ row }) => <Nowrap>{row.original.handlerNames?.join('、') || null}</Nowrap>,
    },
    {
      id: 'timeLimitHours',
      header: '办理时限',
      cell: ({ row }) => <Nowrap>{row.original.timeLimitHours} 小时</Nowrap>,
    },
    { id: 'autoEscalate', header: '超时上报', cell: ({ row }) => yesNo(row.original.autoEscalate, '自动上报') },
    { id: 'smsNotify', header: '短信通知', cell: ({ row }) => yesNo(row.original.smsNotify, '通知') },
    {
      id: 'update',
      header: '最后修改',
      cell: ({ row }) => (
        <StackedCell main={row.original.updateBy ?? '—'} sub={formatDate(row.original.updateTime, 'minute')} />
      ),
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) =>
        canEdit ? (
          <Button size="sm" variant="link" onClick={() => onEdit(row.original)}>
            编辑
          </Button>
        ) : null,
    },
  ];
}
