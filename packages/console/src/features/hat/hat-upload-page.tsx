// 批量导入 (001 §7.4, §4; menu hat/upload): upload a helmet binding sheet for workers (uploadworker) or managers
// (uploadmanager); the answer's batch_id goes into the address, the batch's rows are listed (uploadlist: batch_id,
// page 1, limit 10000) and each row is confirmed (sure) or deleted (del). Two more kinds — 旁站人员名单
// (/pc/observation/*) and 管理人员名单 (/pc/manager/*) — list their rows in roster-batch-list.tsx, confirmed or
// deleted row by row in the same way. Every kind has its Excel template (the binding sheets' from
// /star/laborhat/template/*). The kind is kept in the address (?kind=).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { ListScreen } from '@/ui/list-screen';
import type { FilterField } from '@/ui/filter-bar';
import type { UploadRow } from './hat-model';
import { BINDING_KEYS, loadUploadRows } from './hat-queries';
import { RosterBatchList } from './roster-batch-list';
import { invalidateOperation } from '@site/sdk/query/common';
import { KINDS, toKind, type Kind } from './upload-kinds';
import { uploadColumns } from './hat-upload-columns';
import { UploadCard } from './upload-card';
import { UploadRowDialog, type Pending } from './upload-row-parts';

const BATCH = 'batch_id';
const FILTERS: FilterField[] = [{ name: BATCH, label: '批次号', placeholder: '上传后自动填入' }];
const KIND = 'kind';
// Shown at first: the columns of the sheet (KINDS) and what the check says. A batch is of one kind and one upload,
// so 人员类型 and 上传时间 are the same on every row, and the number the sheet does not carry (a worker sheet has
// no 手机号, a manager sheet no 身份证号) is whatever the server found; all three are in the 列 menu.
const HIDDEN = {
  worker: ['person_type', 'mobile', 'create_time'],
  manager: ['person_type', 'id_card', 'create_time'],
} as const;
const isBatchKind = (k: Kind): k is 'observation' | 'roster' => k === 'observation' || k === 'roster';

/** The address with `change` made, the list back on its first page. */
function useSearchChange() {
  const [search, setSearch] = useSearchParams();
  const change = (edit: (next: URLSearchParams) => void) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        edit(next);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return [search, change] as const;
}

export default function HatUploadPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [search, change] = useSearchChange();
  const kind = toKind(search.get(KIND));
  const changeKind = (k: Kind) =>
    change((next) => {
      next.set(KIND, k);
      next.delete(BATCH);
    });
  const [pending, setPending] = useState<Pending<UploadRow> | null>(null);
  const refresh = () => {
    for (const key of ['listHelmetUploadRows', ...BINDING_KEYS] as const) void invalidateOperation(queryClient, key);
  };
  const showBatch = (batchId: string) => change((next) => next.set(BATCH, batchId));
  const columns = useMemo(() => uploadColumns(perm.can('set'), perm.can('delete'), setPending), [perm]);

  return (
    <div className="flex flex-col gap-3">
      {perm.hasPerm('hat:import') ? (
        <UploadCard kind={kind} onKind={changeKind} onUploaded={(s) => showBatch(s.batch_id)} />
      ) : null}
      {isBatchKind(kind) ? (
        <RosterBatchList key={kind} kind={kind} batchKey={BATCH} filters={FILTERS} />
      ) : (
        <ListScreen<UploadRow>
          key={kind}
          id={`hat-upload-rows-${kind}`}
          title={`上传明细 · ${KINDS[kind].label}`}
          defaultHidden={HIDDEN[kind]}
          filters={FILTERS}
          columns={columns}
          operation="listHelmetUploadRows"
          rowId={(r) => String(r.id)}
          virtual={{ height: 560 }}
          load={async ({ filters, signal }) => {
            const batchId = filters[BATCH];
            if (!batchId) return { total: 0, rows: [] };
            // The batch comes whole (limit 10000) and scrolls in one table that keeps only the rows in view.
            const env = await loadUploadRows(batchId, signal);
            const all: UploadRow[] = env.data?.list ?? [];
            return { total: all.length, rows: all };
          }}
        />
      )}
      {pending ? (
        <UploadRowDialog
          pending={pending}
          title={pending.action === 'sure' ? '确认绑定' : '删除上传行'}
          message={
            pending.action === 'sure'
              ? `确认后 ${pending.row.name} 将绑定安全帽 ${pending.row.innerid}，确定吗？`
              : `确定从本批次删除 ${pending.row.name}（${pending.row.innerid}）这一行吗？`
          }
          confirmText={pending.action === 'sure' ? '确认绑定' : '删除'}
          send={({ row, action }) =>
            action === 'sure'
              ? api.POST('/star/laborhat/sure', { body: { id: row.id } })
              : api.POST('/star/laborhat/del', { body: { id: row.id } })
          }
          onClose={() => setPending(null)}
          onDone={() => {
            setPending(null);
            refresh();
          }}
        />
      ) : null}
    </div>
  );
}
