// The roster uploads of 批量导入 (001 §7.4, §4): 旁站人员名单 (/pc/observation/*) and 管理人员名单 (/pc/manager/*).
// One batch's rows come at once (uploadlist, page 1, limit 10000); like the seed's /star/laborhat/sure (id) and
// del (id), each row is confirmed (sure {id}) or deleted (del {id}) on its own, and a failed row can only be deleted.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/app/api';
import { usePagePermission } from '@/session/permissions';
import { TOAST_MS } from '@/lib/constants';
import { ListScreen, RowAction, type VirtualColumn } from '@/ui/list-screen';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { FilterField } from '@/ui/filter-bar';
import { Nowrap, Tag } from '@/ui/status-tag';
import {
  batchState,
  canConfirmUpload,
  canDeleteUpload,
  CHECK_STATUS,
  OBSERVER_TYPES,
  type ObservationUploadRow,
  type RosterUploadRow,
} from './hat-model';
import { BATCH_ROWS_KEY, batchRowsQuery } from './hat-queries';
import { invalidateOperation } from '@site/sdk/query/common';

export type BatchKind = 'observation' | 'roster';
type Row = ObservationUploadRow | RosterUploadRow;

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
  const [pending, setPending] = useState<{ action: 'del' | 'sure'; row: Row } | null>(null);
  const rows = useQuery({ ...batchRowsQuery(kind, batchId), enabled: Boolean(batchId) });
  const state = batchState(rows.data ?? []);
  const refresh = () => {
    setPending(null);
    void invalidateOperation(queryClient, BATCH_ROWS_KEY[kind]);
  };

  const act = useMutation({
    mutationFn: ({ action, row }: NonNullable<typeof pending>) => {
      const body = { id: row.id };
      if (action === 'sure')
        return kind === 'observation'
          ? api.POST('/pc/observation/sure', { body })
          : api.POST('/pc/manager/sure', { body });
      return kind === 'observation' ? api.POST('/pc/observation/del', { body }) : api.POST('/pc/manager/del', { body });
    },
    onSuccess: (env, p) => {
      toast.success(env.msg || (p.action === 'sure' ? '已确认' : '已删除'), { duration: TOAST_MS });
      refresh();
    },
  });

  const columns = useMemo<VirtualColumn<Row>[]>(() => {
    const own: VirtualColumn<Row>[] =
      kind === 'observation'
        ? [
            {
              id: 'observer_type',
              header: '旁站类型',
              cell: ({ row }) => {
                const t = (row.original as ObservationUploadRow).observer_type;
                return t ? <Tag tag={OBSERVER_TYPES[t]} /> : '—';
              },
            },
            {
              id: 'company_name',
              header: '单位',
              cell: ({ row }) => <Nowrap>{(row.original as ObservationUploadRow).company_name}</Nowrap>,
            },
          ]
        : [
            {
              id: 'project_name',
              header: '项目',
              cell: ({ row }) => <Nowrap>{(row.original as RosterUploadRow).project_name}</Nowrap>,
            },
          ];
    return [
      {
        id: 'name',
        header: '姓名',
        cell: ({ row }) => <span className="whitespace-nowrap font-medium">{row.original.name}</span>,
      },
      ...own,
      { id: 'post_name', header: '岗位', cell: ({ row }) => <Nowrap>{row.original.post_name}</Nowrap> },
      { id: 'id_card', header: '身份证号', cell: ({ row }) => <Nowrap>{row.original.id_card}</Nowrap> },
      { id: 'mobile', header: '手机号', cell: ({ row }) => <Nowrap>{row.original.mobile}</Nowrap> },
      {
        id: 'innerid',
        header: '安全帽编号',
        cell: ({ row }) =>
          row.original.innerid ? (
            <span className="whitespace-nowrap font-mono">{row.original.innerid}</span>
          ) : (
            <span className="text-muted">不绑定</span>
          ),
      },
      { id: 'check_status', header: '状态', cell: ({ row }) => <Tag tag={CHECK_STATUS[row.original.check_status]} /> },
      {
        id: 'check_msg',
        header: '校验结果',
        cell: ({ row }) => (
          <span
            className={
              row.original.check_status === 2
                ? 'block min-w-48 max-w-64 text-danger'
                : 'block min-w-48 max-w-64 text-gray-600'
            }
          >
            {row.original.check_msg || '—'}
          </span>
        ),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex gap-3">
            {perm.can('set') ? (
              <RowAction
                applies={canConfirmUpload(row.original)}
                onClick={() => setPending({ action: 'sure', row: row.original })}
              >
                确认
              </RowAction>
            ) : null}
            {perm.can('delete') ? (
              <RowAction
                danger
                applies={canDeleteUpload(row.original)}
                onClick={() => setPending({ action: 'del', row: row.original })}
              >
                删除
              </RowAction>
            ) : null}
          </div>
        ),
      },
    ];
  }, [kind, perm, setPending]);

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
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setPending(null)}
          title={pending.action === 'sure' ? '确认上传行' : '删除上传行'}
          message={
            pending.action === 'sure'
              ? `确认后 ${pending.row.name} 将写入${NOUN[kind]}（填了安全帽编号的同时绑定），确定吗？`
              : `确定从本批次删除 ${pending.row.name} 这一行吗？`
          }
          confirmText={pending.action === 'sure' ? '确认导入' : '删除'}
          onConfirm={() => act.mutate(pending)}
        />
      ) : null}
    </>
  );
}
