// 作废记录 (/duty/taskLedger/abolishRecord): who cancelled which task, when and why; paged inside the dialog.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultPageSize } from '@/lib/settings';
import { formatDate } from '@/lib/dates';
import { Pagination } from '@/ui/pagination';
import { Loading } from '@/ui/loading';
import { TASK_STATUS, type AbolishRecord } from './task-model';
import { abolishRecordsQuery } from './task-queries';
import { Tag } from '@/ui/status-tag';
import { LoadFailed } from '@/ui/retry-failed';
import { DialogFrame } from '@/ui/dialog-frame';
import { PlainTable, type PlainColumn } from '@/ui/plain-table';

const COLUMNS: readonly PlainColumn<AbolishRecord>[] = [
  { header: '任务编号', cell: (r) => r.taskNo ?? '—', className: 'font-mono text-xs' },
  { header: '任务名称', cell: (r) => r.taskName ?? '—' },
  { header: '项目', cell: (r) => r.projectName ?? '—' },
  { header: '执行人', cell: (r) => r.executorName ?? '—' },
  {
    header: '作废前状态',
    cell: (r) => <Tag tag={r.statusBefore === undefined ? undefined : TASK_STATUS[r.statusBefore]} />,
  },
  { header: '作废原因', cell: (r) => r.cancelReason, className: 'text-gray-700' },
  { header: '作废人', cell: (r) => r.operatorName },
  { header: '作废时间', cell: (r) => formatDate(r.cancelTime, 'minute'), className: 'whitespace-nowrap' },
];

export function AbolishRecordDialog({ onClose }: { onClose: () => void }) {
  const [{ page, size }, setPaging] = useState(() => ({ page: 1, size: defaultPageSize() }));
  const query = useQuery({ ...abolishRecordsQuery(page, size), placeholderData: keepPreviousData });
  const rows = query.data?.rows ?? [];
  return (
    <DialogFrame
      onOpenChange={(o) => !o && onClose()}
      title="作废记录"
      width={960}
      className="fixed top-[10%] left-1/2 z-50 flex max-h-[80vh] max-w-[calc(100vw-32px)] -translate-x-1/2 flex-col rounded-md bg-white shadow-xl"
    >
      <div className="min-h-0 flex-1 overflow-auto px-5 py-4" aria-busy={query.isFetching}>
        <PlainTable
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => r.id}
          th="whitespace-nowrap border-b border-line px-3 py-2 font-medium"
          td="border-b border-line px-3 py-2"
          headRowClassName="bg-gray-50 text-left text-gray-600"
          rowClassName="hover:bg-gray-50"
        />
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <LoadFailed className="flex-col py-8" error={query.error} />
        ) : rows.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted">暂无作废记录</p>
        ) : null}
      </div>
      <div className="border-t border-line px-5 py-3">
        <Pagination
          page={page}
          size={size}
          total={query.data?.total ?? 0}
          onChange={(p, s) => setPaging({ page: p, size: s })}
        />
      </div>
    </DialogFrame>
  );
}
