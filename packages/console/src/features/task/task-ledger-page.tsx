// 任务台账 (001 §7.1 /duty/taskLedger/*, menu task/ledger): tasks given to managers by position, with filters;
// 详情 opens the task detail route, 作废 cancels an unfinished task with a reason (power bit 32, perm task:cancel),
// 作废记录 lists the cancellations, 导出 downloads the current filter as xlsx and 导出 Word as a printable ledger.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import { FileText, History } from 'lucide-react';
import { api } from '@/app/api';
import { usePagePermission } from '@/session/permissions';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { saveFile } from '@/lib/download';
import { useListParams } from '@/lib/list-params';
import { useClickGuard } from '@/lib/use-click-guard';
import { ListScreen } from '@/ui/list-screen';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import {
  canCancel,
  detailHref,
  optionsOf,
  TASK_STATUS,
  TASK_TYPES,
  taskFilterQuery,
  type TaskLedger,
} from './task-model';
import { TASK_KEYS } from './task-queries';
import { Tag } from '@/ui/status-tag';
import { CancelTaskDialog } from './cancel-task-dialog';
import { AbolishRecordDialog } from './abolish-record-dialog';
import { invalidateOperation } from '@site/sdk/query/common';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '名称、编号或执行人' },
  { name: 'taskType', label: '任务类型', type: 'select', options: optionsOf(TASK_TYPES) },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(TASK_STATUS) },
  { name: 'positionName', label: '执行岗位' },
  { name: 'startDate', label: '开始日期', type: 'date' },
  { name: 'endDate', label: '结束日期', type: 'date' },
];
const FILTER_NAMES = FILTERS.map((f) => f.name);

export default function TaskLedgerPage() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { filters } = useListParams(FILTER_NAMES);
  const [cancelling, setCancelling] = useState<TaskLedger | null>(null);
  const [records, setRecords] = useState(false);
  const mayCancel = perm.can('cancel') && perm.hasPerm('task:cancel');
  const mayExport = perm.hasPerm('task:export');

  const [exportWord, wordBusy] = useClickGuard(async () => {
    const id = toast.loading('正在生成 Word…');
    try {
      saveFile(await api.GET('/duty/taskLedger/exportWord', { params: { query: taskFilterQuery(filters) } }));
      toast.success('导出完成', { id, duration: TOAST_MS });
    } catch (e) {
      toast.error(e instanceof Error && e.message ? `导出失败：${e.message}` : '导出失败', { id, duration: TOAST_MS });
    }
  });

  const columns = useMemo<ColumnDef<TaskLedger, unknown>[]>(
    () => [
      {
        id: 'taskName',
        header: '任务',
        cell: ({ row }) => (
          <div className="flex min-w-48 flex-col">
            <span className="font-medium text-gray-900">{row.original.taskName}</span>
            <span className="font-mono text-xs text-muted">{row.original.taskNo}</span>
          </div>
        ),
      },
      { id: 'taskType', header: '任务类型', cell: ({ row }) => TASK_TYPES[row.original.taskType] ?? '—' },
      { id: 'projectName', header: '项目', cell: ({ row }) => row.original.projectName || '—' },
      { id: 'positionName', header: '执行岗位', cell: ({ row }) => row.original.positionName || '—' },
      { id: 'executorName', header: '执行人', cell: ({ row }) => row.original.executorName },
      { id: 'publisherName', header: '下发人', cell: ({ row }) => row.original.publisherName || '—' },
      {
        id: 'plan',
        header: '计划时间',
        cell: ({ row }) => (
          <div className="flex flex-col whitespace-nowrap text-xs text-gray-600">
            <span>起 {formatDate(row.original.startTime, 'minute')}</span>
            <span>止 {formatDate(row.original.endTime, 'minute')}</span>
          </div>
        ),
      },
      {
        id: 'finishTime',
        header: '完成时间',
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.finishTime, 'minute')}</span>,
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => (
          <div className="flex gap-1">
            <Tag tag={TASK_STATUS[row.original.status]} />
            {row.original.overdue && row.original.status !== 3 ? (
              <Tag tag={{ label: '逾期', className: 'bg-danger/10 text-danger' }} />
            ) : null}
          </div>
        ),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const t = row.original;
          return (
            <div className="flex gap-3">
              <Button size="sm" variant="link" onClick={() => navigate(detailHref(t.id, 'task'))}>
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
      <ListScreen<TaskLedger>
        id="task-ledger"
        title="任务台账"
        filters={FILTERS}
        columns={columns}
        operation="listDutyTaskLedgers"
        rowId={(t) => String(t.id)}
        load={async ({ page, size, filters: f, signal }) => {
          const env = await api.GET('/duty/taskLedger/listPage', {
            params: { query: { pageNum: page, pageSize: size, ...taskFilterQuery(f) } },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        {...(mayExport
          ? {
              exportFile: (f) => api.GET('/duty/taskLedger/export', { params: { query: taskFilterQuery(f) } }),
            }
          : {})}
        toolbar={
          <>
            <Button onClick={() => setRecords(true)}>
              <History />
              作废记录
            </Button>
            {mayExport ? (
              <Button onClick={() => exportWord()} disabled={wordBusy}>
                <FileText />
                导出 Word
              </Button>
            ) : null}
          </>
        }
      />
      {cancelling ? (
        <CancelTaskDialog
          type="task"
          task={cancelling}
          onClose={() => setCancelling(null)}
          onDone={() => {
            setCancelling(null);
            for (const key of TASK_KEYS) void invalidateOperation(queryClient, key);
          }}
        />
      ) : null}
      {records ? <AbolishRecordDialog onClose={() => setRecords(false)} /> : null}
    </>
  );
}
