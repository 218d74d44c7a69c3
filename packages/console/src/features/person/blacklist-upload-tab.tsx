// 上传名单: the pre-entry lists uploaded by labour companies, checked against the blacklist
// (GET /pc/worker/black/worker/upload); a hit can be told by SMS (POST …/worker/upload/send/sms/{id}, perm
// blacklist:sms) and rows deleted one by one or in bulk (POST /pc/worker/black/worker/del) after a confirmation.
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { ListScreen } from '@/ui/list-screen';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { FilterField } from '@/ui/filter-bar';
import { CHECK_RESULT, optionsOf, SMS_STATUS } from './person-model';
import { StatusTag } from '@/ui/status-tag';
import { invalidateOperation } from '@site/sdk/query/common';
import { dateColumn, nameColumn, textColumn } from '@/ui/field-columns';
import { linksColumn } from '@/ui/links-column';

type Upload = components['schemas']['BlacklistUploadWorker'];

const FILTERS: FilterField[] = [
  { name: 'batch_id', label: '上传批次' },
  { name: 'check_result', label: '核验结果', type: 'select', options: optionsOf(CHECK_RESULT) },
];
const KEY = 'listBlacklistUploadWorkers';

type Pending = { kind: 'delete'; rows: Upload[]; clear?: () => void } | { kind: 'sms'; row: Upload };

export default function BlacklistUploadTab() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const refresh = () => void invalidateOperation(queryClient, KEY);
  const remove = useMutation({
    mutationFn: ({ rows }: { rows: Upload[]; clear?: (() => void) | undefined }) =>
      api.POST('/pc/worker/black/worker/del', { body: { ids: rows.map((r) => r.id) } }),
    onSuccess: (env, { clear }) => {
      toast.success(env.msg || '删除成功', { duration: 1500 });
      clear?.();
      setPending(null);
      refresh();
    },
  });
  const sms = useMutation({
    mutationFn: (row: Upload) =>
      api.POST('/pc/worker/black/worker/upload/send/sms/{id}', { params: { path: { id: row.id } } }),
    onSuccess: (env) => {
      toast.success(env.msg || '短信已发送', { duration: 1500 });
      setPending(null);
      refresh();
    },
  });
  const columns = useMemo<ColumnDef<Upload, unknown>[]>(
    () => [
      nameColumn(),
      textColumn('id_card', '身份证号'),
      textColumn('mobile', '手机号'),
      { id: 'company_name', header: '所属单位', cell: ({ row }) => row.original.company_name ?? '—' },
      textColumn('project_name', '拟进场项目'),
      {
        id: 'check_result',
        header: '核验结果',
        cell: ({ row }) => (
          <div className="flex flex-col items-start gap-0.5">
            <StatusTag table={CHECK_RESULT} value={row.original.check_result} />
            {row.original.black_type_name ? (
              <span className="text-xs text-gray-500">{row.original.black_type_name}</span>
            ) : null}
          </div>
        ),
      },
      {
        id: 'sms_status',
        header: '短信',
        cell: ({ row }) => <StatusTag table={SMS_STATUS} value={row.original.sms_status} />,
      },
      textColumn('batch_id', '上传批次'),
      dateColumn('upload_time', '上传时间', 'dateTime'),
      textColumn('uploader_name', '上传人'),
      linksColumn<Upload>(
        [
          {
            text: '发送短信',
            show: (u) => u.check_result === 2 && perm.hasPerm('blacklist:sms'),
            onClick: (u) => setPending({ kind: 'sms', row: u }),
          },
          {
            text: '删除',
            show: perm.can('delete'),
            tone: 'danger',
            onClick: (u) => setPending({ kind: 'delete', rows: [u] }),
          },
        ],
        'flex gap-2',
      ),
    ],
    [perm],
  );
  return (
    <>
      <ListScreen<Upload>
        id="person-blacklist-uploads"
        title="上传名单"
        filters={FILTERS}
        columns={columns}
        operation={KEY}
        rowId={(u) => String(u.id)}
        bulkActions={
          perm.can('delete')
            ? (rows, clear) => (
                <Button size="sm" variant="danger" onClick={() => setPending({ kind: 'delete', rows, clear })}>
                  <Trash2 />
                  批量删除
                </Button>
              )
            : undefined
        }
        load={async ({ page, size, filters, signal }) => {
          const env = await api.GET('/pc/worker/black/worker/upload', {
            params: {
              query: {
                pageNum: page,
                pageSize: size,
                batch_id: filters.batch_id,
                check_result: filters.check_result === undefined ? undefined : Number(filters.check_result),
              },
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(o) => !o && setPending(null)}
        title="删除上传记录"
        message={
          pending?.kind === 'delete'
            ? pending.rows.length === 1
              ? `确定要删除「${pending.rows[0]?.name}」的上传记录吗？删除后不可恢复。`
              : `确定要删除选中的 ${pending.rows.length} 条上传记录吗？删除后不可恢复。`
            : ''
        }
        onConfirm={() => pending?.kind === 'delete' && remove.mutate({ rows: pending.rows, clear: pending.clear })}
      />
      <ConfirmDialog
        open={pending?.kind === 'sms'}
        onOpenChange={(o) => !o && setPending(null)}
        title="发送短信"
        message={
          pending?.kind === 'sms'
            ? `将向「${pending.row.company_name}」联系人发送「${pending.row.name}」命中黑名单的核验结果短信，确定发送吗？`
            : ''
        }
        onConfirm={() => pending?.kind === 'sms' && sms.mutate(pending.row)}
      />
    </>
  );
}
