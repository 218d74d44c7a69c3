// 批量导入 (001 §7.4, §4; menu hat/upload): upload a helmet binding sheet for workers (uploadworker) or managers
// (uploadmanager); the answer's batch_id goes into the address, the batch's rows are listed (uploadlist: batch_id,
// page 1, limit 10000) and each row is confirmed (sure) or deleted (del). Two more kinds — 旁站人员名单
// (/pc/observation/*) and 管理人员名单 (/pc/manager/*) — list their rows in roster-batch-list.tsx, confirmed or
// deleted row by row in the same way. Every kind has its Excel template (the binding sheets' from
// /star/laborhat/template/*). The kind is kept in the address (?kind=).
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import { api } from '@/app/api';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/session/session-store';
import { TOAST_MS } from '@/lib/constants';
import { dateFormatter } from '@/lib/dates';
import { saveFile } from '@/lib/download';
import { ListScreen, RowAction, type VirtualColumn } from '@/ui/list-screen';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { FilterField } from '@/ui/filter-bar';
import {
  canConfirmUpload,
  canDeleteUpload,
  CHECK_STATUS,
  isSpreadsheet,
  PERSON_TYPES,
  UPLOAD_ACCEPT,
  type UploadRow,
} from './hat-model';
import { BINDING_KEYS, loadUploadRows } from './hat-queries';
import { Tag } from '@/ui/status-tag';
import { Select } from '@/ui/select';
import { RosterBatchList } from './roster-batch-list';
import { invalidateOperation } from '@site/sdk/query/common';

const BATCH = 'batch_id';
const FILTERS: FilterField[] = [{ name: BATCH, label: '批次号', placeholder: '上传后自动填入' }];
const KINDS = {
  worker: { label: '工人安全帽', columns: '姓名、身份证号、安全帽编号', template: true },
  manager: { label: '管理人员安全帽', columns: '姓名、手机号、安全帽编号', template: true },
  observation: { label: '旁站人员名单', columns: '姓名、身份证号、手机号、单位、旁站类型、安全帽编号', template: true },
  roster: { label: '管理人员名单', columns: '姓名、身份证号、手机号、岗位、项目、安全帽编号', template: true },
} as const;
type Kind = keyof typeof KINDS;
const KIND = 'kind';
const uploadTime = dateFormatter('minute');
// Shown at first: the columns of the sheet (KINDS) and what the check says. A batch is of one kind and one upload,
// so 人员类型 and 上传时间 are the same on every row, and the number the sheet does not carry (a worker sheet has
// no 手机号, a manager sheet no 身份证号) is whatever the server found; all three are in the 列 menu.
const HIDDEN = {
  worker: ['person_type', 'mobile', 'create_time'],
  manager: ['person_type', 'id_card', 'create_time'],
} as const;
const toKind = (v: string | null): Kind => (v && v in KINDS ? (v as Kind) : 'worker');
const isBatchKind = (k: Kind): k is 'observation' | 'roster' => k === 'observation' || k === 'roster';

interface Summary {
  batch_id: string;
  total?: number;
  success_count?: number;
  fail_count?: number;
}

export default function HatUploadPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const kind = toKind(search.get(KIND));
  const changeKind = (k: Kind) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(KIND, k);
        next.delete(BATCH);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const [pending, setPending] = useState<{ row: UploadRow; action: 'sure' | 'del' } | null>(null);
  const refresh = () => {
    for (const key of ['listHelmetUploadRows', ...BINDING_KEYS] as const) void invalidateOperation(queryClient, key);
  };
  const showBatch = (batchId: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(BATCH, batchId);
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const act = useMutation({
    mutationFn: ({ row, action }: { row: UploadRow; action: 'sure' | 'del' }) =>
      action === 'sure'
        ? api.POST('/star/laborhat/sure', { body: { id: row.id } })
        : api.POST('/star/laborhat/del', { body: { id: row.id } }),
    onSuccess: (env, v) => {
      toast.success(env.msg || (v.action === 'sure' ? '已确认' : '已删除'), { duration: TOAST_MS });
      setPending(null);
      refresh();
    },
  });

  const columns = useMemo<VirtualColumn<UploadRow>[]>(
    () => [
      {
        id: 'innerid',
        header: '安全帽编号',
        cell: ({ row }) => <span className="whitespace-nowrap font-mono">{row.original.innerid}</span>,
      },
      {
        id: 'name',
        header: '姓名',
        cell: ({ row }) => <span className="whitespace-nowrap font-medium">{row.original.name}</span>,
      },
      {
        id: 'person_type',
        header: '人员类型',
        cell: ({ row }) => <Tag tag={PERSON_TYPES[row.original.person_type ?? 1]} />,
      },
      { id: 'id_card', header: '身份证号', cell: ({ row }) => row.original.id_card || '—' },
      { id: 'mobile', header: '手机号', cell: ({ row }) => row.original.mobile || '—' },
      {
        id: 'dept_name',
        header: '班组/岗位',
        cell: ({ row }) => row.original.dept_name || '—',
      },
      {
        id: 'check_status',
        header: '状态',
        cell: ({ row }) => <Tag tag={CHECK_STATUS[row.original.check_status]} />,
      },
      {
        id: 'check_msg',
        header: '校验结果',
        cell: ({ row }) => (
          <span
            className={row.original.check_status === 2 ? 'block min-w-48 text-danger' : 'block min-w-48 text-gray-600'}
          >
            {row.original.check_msg || '—'}
          </span>
        ),
      },
      {
        id: 'create_time',
        header: '上传时间',
        cell: ({ row }) => uploadTime(row.original.create_time),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        // Every row has the buttons the user may use; one that does not apply to the row keeps its place, hidden.
        cell: ({ row }) => {
          const r = row.original;
          return (
            <div className="flex gap-3">
              {perm.can('set') ? (
                <RowAction applies={canConfirmUpload(r)} onClick={() => setPending({ row: r, action: 'sure' })}>
                  确认
                </RowAction>
              ) : null}
              {perm.can('delete') ? (
                <RowAction danger applies={canDeleteUpload(r)} onClick={() => setPending({ row: r, action: 'del' })}>
                  删除
                </RowAction>
              ) : null}
            </div>
          );
        },
      },
    ],
    [perm],
  );

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
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setPending(null)}
          title={pending.action === 'sure' ? '确认绑定' : '删除上传行'}
          message={
            pending.action === 'sure'
              ? `确认后 ${pending.row.name} 将绑定安全帽 ${pending.row.innerid}，确定吗？`
              : `确定从本批次删除 ${pending.row.name}（${pending.row.innerid}）这一行吗？`
          }
          confirmText={pending.action === 'sure' ? '确认绑定' : '删除'}
          onConfirm={() => act.mutate(pending)}
        />
      ) : null}
    </div>
  );
}

function UploadCard({
  kind,
  onKind,
  onUploaded,
}: {
  kind: Kind;
  onKind: (k: Kind) => void;
  onUploaded: (s: Summary) => void;
}) {
  const { identity } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState('');
  const [summary, setSummary] = useState<Summary | null>(null);
  const upload = useMutation({
    mutationFn: (f: File) => {
      const body = { file: f, ...(identity?.project_id ? { project_id: identity.project_id } : {}) };
      if (kind === 'observation') return api.POST('/pc/observation/upload', { body });
      if (kind === 'roster') return api.POST('/pc/manager/upload', { body });
      return kind === 'worker'
        ? api.POST('/star/laborhat/uploadworker', { body })
        : api.POST('/star/laborhat/uploadmanager', { body });
    },
    onSuccess: (env) => {
      toast.success(env.msg || '上传成功', { duration: TOAST_MS });
      if (env.data) {
        setSummary(env.data);
        onUploaded(env.data);
      }
      setFile(null);
      if (input.current) input.current.value = '';
    },
  });
  const template = async () => {
    setDownloading(true);
    try {
      saveFile(
        kind === 'observation'
          ? await api.GET('/pc/observation/template')
          : kind === 'roster'
            ? await api.GET('/pc/manager/template')
            : kind === 'worker'
              ? await api.GET('/star/laborhat/template/worker')
              : await api.GET('/star/laborhat/template/manager'),
      );
    } catch (e) {
      toast.error(e instanceof Error && e.message ? `模板下载失败：${e.message}` : '模板下载失败', {
        duration: TOAST_MS,
      });
    } finally {
      setDownloading(false);
    }
  };
  const submit = () => {
    if (!file) return setError('请选择要上传的 Excel 文件');
    if (!isSpreadsheet(file.name)) return setError('只支持 .xlsx、.xls 格式的文件');
    setError('');
    upload.mutate(file);
  };
  return (
    <section className="rounded-md bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-base font-semibold text-gray-900">上传绑定表</h2>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex items-center gap-2">
          <label htmlFor="upload-kind" className="text-sm text-gray-600">
            导入类型
          </label>
          <Select
            id="upload-kind"
            value={kind}
            onChange={(e) => {
              onKind(toKind(e.target.value));
              setSummary(null);
            }}
            className="w-40"
          >
            {Object.entries(KINDS).map(([k, v]) => (
              <option key={k} value={k}>
                {v.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <input
              ref={input}
              id="upload-file"
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-label="绑定表文件"
              aria-invalid={Boolean(error)}
              aria-describedby="upload-file-error"
              className="sr-only"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError('');
              }}
            />
            <Button onClick={() => input.current?.click()}>
              <FileSpreadsheet />
              选择文件
            </Button>
            <span className="max-w-72 truncate text-sm text-gray-600">{file ? file.name : '未选择文件'}</span>
          </div>
          <p id="upload-file-error" role={error ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
            {error}
          </p>
        </div>
        <Button variant="primary" onClick={submit} disabled={upload.isPending}>
          <Upload />
          {upload.isPending ? '上传中…' : '上传'}
        </Button>
        {KINDS[kind].template ? (
          <Button variant="link" onClick={() => void template()} disabled={downloading}>
            <Download />
            {downloading ? '下载中…' : '下载模板'}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted">
        Excel 列：{KINDS[kind].columns}。 上传后在下方“上传明细”逐行确认或删除；校验失败的行只能删除。
      </p>
      {summary ? (
        <p role="status" className="mt-3 rounded bg-primary-soft px-3 py-2 text-sm text-primary">
          批次 {summary.batch_id}：共 {summary.total ?? '—'} 行，校验通过 {summary.success_count ?? '—'} 行
          {summary.fail_count ? <span className="text-danger">，失败 {summary.fail_count} 行</span> : null}
        </p>
      ) : null}
    </section>
  );
}
