// The roster uploads of 批量导入 (001 §7.4, §4): 旁站人员名单 (/pc/observation/*) and 管理人员名单 (/pc/manager/*).
// One batch's rows come at once (uploadlist, page 1, limit 10000); like the seed's /star/laborhat/sure (id) and
// del (id), each row is confirmed (sure {id}) or deleted (del {id}) on its own, and a failed row can only be deleted.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagePermission } from '@/session/permissions';
import { ListScreen } from '@/ui/list-screen';
import type { FilterField } from '@/ui/filter-bar';
import { batchState } from './hat-model';
import { BATCH_ROWS_KEY, batchRowsQuery } from './hat-queries';
import { invalidateOperation } from '@site/sdk/query/common';
import { api } from '@/platform/api';
import { rosterBatchColumns, type BatchKind, type Row } from './roster-batch-columns';
import { UploadRowDialog, type Pending } from './upload-row-parts';

const NOUN: Record<BatchKind, string> = { observation: '旁站人员名单', roster: '项目管理人员名单' };

export function RosterBatchList({
  kind,
  batchKey,
  filters,
}: {
  kind: BatchKind;
  batchKey: string;
  filters: FilterField[];
}) {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const batchId = search.get(batchKey) ?? '';
  const [pending, setPending] = useState<Pending<Row> | null>(null);
  const rows = useQuery({ ...batchRowsQuery(kind, batchId), enabled: Boolean(batchId) });
  const state = batchState(rows.data ?? []);
  const refresh = () => {
    setPending(null);
    void invalidateOperation(queryClient, BATCH_ROWS_KEY[kind]);
  };
  const columns = useMemo(
    () => rosterBatchColumns(kind, perm.can('set'), perm.can('delete'), setPending),
    [kind, perm, setPending],
  );

  return (
    <>
      <ListScreen<Row>
        id={`hat-upload-${kind}`}
        title={`上传明细 · ${NOUN[kind]}`}
        filters={filters}
        columns={columns}
        operation={BATCH_ROWS_KEY[kind]}
        rowId={(r) => String(r.id)}
        virtual={{ height: 560 }}
        toolbar={
          batchId && rows.data ? (
            <span className="text-sm text-gray-600">
              待确认 {state.waiting} 行{state.confirmed ? `，已确认 ${state.confirmed} 行` : ''}
              {state.failed ? (
                <span className="text-danger">，校验失败 {state.failed} 行（不能确认，只能删除）</span>
              ) : null}
            </span>
          ) : null
        }
        load={async ({ filters: values }) => {
          const id = values[batchKey] ?? '';
          if (!id) return { total: 0, rows: [] };
          const all = await queryClient.fetchQuery({ ...batchRowsQuery(kind, id), staleTime: 1000 });
          return { total: all.length, rows: all };
        }}
      />
      {pending ? (
        <UploadRowDialog
          pending={pending}
          title={pending.action === 'sure' ? '确认上传行' : '删除上传行'}
          message={
            pending.action === 'sure'
              ? `确认后 ${pending.row.name} 将写入${NOUN[kind]}（填了安全帽编号的同时绑定），确定吗？`
              : `确定从本批次删除 ${pending.row.name} 这一行吗？`
          }
          confirmText={pending.action === 'sure' ? '确认导入' : '删除'}
          send={({ action, row }) => {
            const body = { id: row.id };
            if (action === 'sure')
              return kind === 'observation'
                ? api.POST('/pc/observation/sure', { body })
                : api.POST('/pc/manager/sure', { body });
            return kind === 'observation'
              ? api.POST('/pc/observation/del', { body })
              : api.POST('/pc/manager/del', { body });
          }}
          onClose={() => setPending(null)}
          onDone={refresh}
        />
      ) : null}
    </>
  );
}
