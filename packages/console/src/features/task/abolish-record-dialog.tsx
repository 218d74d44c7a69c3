// 作废记录 (/duty/taskLedger/abolishRecord): who cancelled which task, when and why; paged inside the dialog.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { defaultPageSize } from '@/lib/settings';
import { formatDate } from '@/lib/dates';
import { Pagination } from '@/ui/pagination';
import { Loading } from '@/ui/loading';
import { TASK_STATUS } from './task-model';
import { abolishRecordsQuery } from './task-queries';
import { Tag } from '@/ui/status-tag';
import { LoadFailed } from '@/ui/retry-failed';

export function AbolishRecordDialog({ onClose }: { onClose: () => void }) {
  const [{ page, size }, setPaging] = useState(() => ({ page: 1, size: defaultPageSize() }));
  const query = useQuery({ ...abolishRecordsQuery(page, size), placeholderData: keepPreviousData });
  const rows = query.data?.rows ?? [];
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-[10%] left-1/2 z-50 flex max-h-[80vh] w-[960px] max-w-[calc(100vw-32px)] -translate-x-1/2 flex-col rounded-md bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <Dialog.Title className="text-base font-semibold text-gray-900">作废记录</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-gray-500 hover:bg-gray-100" aria-label="关闭">
              <X className="size-4" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-auto px-5 py-4" aria-busy={query.isFetching}>
            <table className="w-full border-collapse text-sm">
              <thead>
                <tr className="bg-gray-50 text-left text-gray-600">
                  {['任务编号', '任务名称', '项目', '执行人', '作废前状态', '作废原因', '作废人', '作废时间'].map(
                    (h) => (
                      <th key={h} className="whitespace-nowrap border-b border-line px-3 py-2 font-medium">
                        {h}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="hover:bg-gray-50">
                    <td className="border-b border-line px-3 py-2 font-mono text-xs">{r.taskNo ?? '—'}</td>
                    <td className="border-b border-line px-3 py-2">{r.taskName ?? '—'}</td>
                    <td className="border-b border-line px-3 py-2">{r.projectName ?? '—'}</td>
                    <td className="border-b border-line px-3 py-2">{r.executorName ?? '—'}</td>
                    <td className="border-b border-line px-3 py-2">
                      <Tag tag={r.statusBefore === undefined ? undefined : TASK_STATUS[r.statusBefore]} />
                    </td>
                    <td className="border-b border-line px-3 py-2 text-gray-700">{r.cancelReason}</td>
                    <td className="border-b border-line px-3 py-2">{r.operatorName}</td>
                    <td className="whitespace-nowrap border-b border-line px-3 py-2">
                      {formatDate(r.cancelTime, 'minute')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
