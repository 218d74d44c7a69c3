// 专项任务台账 (001 §7.1 /duty/specialTaskLedger/*, menu task/specialLedger): special tasks issued by the company or a
// branch and carried out per project — progress of check items, hazards found, status; 详情 opens the task detail
// route, 作废 cancels an unfinished one with a reason (power bit 32, perm task:cancel), 导出 downloads the filter.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '@/app/api';
import { usePagePermission } from '@/session/permissions';
import { formatDate } from '@/lib/dates';
import { ListScreen } from '@/ui/list-screen';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import {
  canCancel,
  detailHref,
  optionsOf,
  SPECIAL_STATUS,
  SPECIAL_TYPES,
  specialFilterQuery,
  type SpecialLedger,
} from './task-model';
import { SPECIAL_KEYS } from './task-queries';
import { Tag } from '@/ui/status-tag';
import { CancelTaskDialog } from './cancel-task-dialog';
import { ProgressBar } from './progress-bar';
import { invalidateOperation } from '@site/sdk/query/common';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '名称、编号或负责人' },
  { name: 'specialType', label: '专项类型', type: 'select', options: optionsOf(SPECIAL_TYPES) },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(SPECIAL_STATUS) },
  { name: 'startDate', label: '开始日期', type: 'date' },
  { name: 'endDate', label: '结束日期', type: 'date' },
];

export default function SpecialLedgerPage() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<SpecialLedger | null>(null);
  const mayCancel = perm.can('cancel') && perm.hasPerm('task:cancel');
  const mayExport = perm.hasPerm('task:export');

  const columns = useMemo<ColumnDef<SpecialLedger, unknown>[]>(
    () => [
      {
        id: 'taskName',
        header: '专项任务',
        cell: ({ row }) => (
          <div className="flex min-w-48 flex-col">
            <span className="font-medium text-gray-900">{row.original.taskName}</span>
            <span className="font-mono text-xs text-muted">{row.original.taskNo}</span>
          </div>
        ),
      },
      {
        id: 'specialType',
        header: '专项类型',
        cell: ({ row }) => <span className="whitespace-nowrap">{SPECIAL_TYPES[row.original.specialType] ?? '—'}</span>,
      },
      {
        id: 'issueOrgName',
        header: '下发组织',
        cell: ({ row }) => <span className="block min-w-32">{row.original.issueOrgName || '—'}</span>,
      },
      {
        id: 'projectName',
        header: '项目',
        cell: ({ row }) => <span className="block min-w-40">{row.original.projectName || '—'}</span>,
      },
      { id: 'leaderName', header: '负责人', cell: ({ row }) => row.original.leaderName || '—' },
      {
        id: 'period',
        header: '检查期限',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {formatDate(row.original.startDate)} 至 {formatDate(row.original.endDate)}
          </span>
        ),
      },
      { id: 'progress', header: '检查进度', cell: ({ row }) => <ProgressBar row={row.original} /> },
      {
        id: 'troubleCount',
        header: '隐患数',
        cell: ({ row }) => (
          <span className={row.original.troubleCount ? 'font-medium text-warning' : 'text-gray-600'}>
            {row.original.troubleCount ?? 0}
          </span>
        ),
      },
      { id: 'status', header: '状态', cell: ({ row }) => <Tag tag={SPECIAL_STATUS[row.original.status]} /> },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const t = row.original;
          return (
            <div className="flex gap-3">
              <Button size="sm" variant="link" onClick={() => navigate(detailHref(t.id, 'special'))}>
                详情
              </Button>
              {mayCancel && canCancel(t.status) ? (
                <Button size="sm" variant="link" className="text-danger" onClick={() => setCancelling(t)}>
                  作废
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [navigate, mayCancel],
  );

  return (
    <>
      <ListScreen<SpecialLedger>
        id="task-special-ledger"
        title="专项任务台账"
        filters={FILTERS}
        columns={columns}
        operation="listDutySpecialTaskLedgers"
        rowId={(t) => String(t.id)}
        load={async ({ page, size, filters, signal }) => {
          const env = await api.GET('/duty/specialTaskLedger/listPage', {
            params: { query: { pageNum: page, pageSize: size, ...specialFilterQuery(filters) } },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        {...(mayExport
          ? {
              exportFile: (f) =>
                api.GET('/duty/specialTaskLedger/export', { params: { query: specialFilterQuery(f) } }),
            }
          : {})}
      />
      {cancelling ? (
        <CancelTaskDialog
          type="special"
          task={cancelling}
          onClose={() => setCancelling(null)}
          onDone={() => {
            setCancelling(null);
            for (const key of SPECIAL_KEYS) void invalidateOperation(queryClient, key);
          }}
        />
      ) : null}
    </>
  );
}
