// 临时人脸登记 (001 §7.8 /faceAuth/tempregister/*): people not yet registered by real name register their face at a
// gate to enter for a few days; the project reviews them (通过 with a validity of at most 7 days, or 驳回 with a reason),
// and removes registrations (also revoking the face at the gates), one by one or several at once.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { toast } from 'sonner';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/session/session-store';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DetailSection } from '@/ui/detail-page';
import { Field, RequiredLabel } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { FormDatePicker } from '@/ui/form-date-picker';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { ViewDialog } from '@/ui/view-dialog';
import { TEMP_STATUS, optionsOf, validToProblem, type TempRegister } from './complaint-model';
import { projectOf, tempRegisterDetailQuery } from './complaint-queries';
import { LoadFailed } from '@/ui/retry-failed';
import { invalidateOperation } from '@site/sdk/query/common';

const KEY = 'pageTempFaceRegisters';

const FILTERS: FilterField[] = [
  { name: 'name', label: '姓名' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(TEMP_STATUS) },
  { name: 'startDate', label: '登记日期起', type: 'date' },
  { name: 'endDate', label: '登记日期止', type: 'date' },
];

type Pending = { kind: 'view' | 'approve' | 'reject'; row: TempRegister } | { kind: 'delete'; rows: TempRegister[] };

export default function TempRegisterPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const [pending, setPending] = useState<Pending | null>(null);
  const [clearSelection, setClearSelection] = useState<(() => void) | null>(null);
  const close = () => setPending(null);
  const refresh = () => void invalidateOperation(queryClient, KEY);
  // Reviewing is the page's add bit (2), removing its delete bit (8).
  const mayReview = perm.can('add');
  const mayDelete = perm.can('delete');

  const remove = useMutation({
    mutationFn: (ids: number[]) => api.POST('/faceAuth/tempregister/delete', { body: { ids } }),
    onSuccess: (env) => {
      toast.success(env.msg || '已删除', { duration: TOAST_MS });
      close();
      clearSelection?.();
      refresh();
    },
  });

  const columns = useMemo<ColumnDef<TempRegister, unknown>[]>(
    () => [
      {
        id: 'name',
        header: '姓名',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p className="font-medium text-gray-900">
              {row.original.name}
              <span className="ml-1.5 text-xs font-normal text-gray-500">
                {row.original.gender === 2 ? '女' : row.original.gender === 1 ? '男' : ''}
              </span>
            </p>
            <p className="text-xs text-gray-500">{row.original.idCard}</p>
          </div>
        ),
      },
      { id: 'mobile', header: '手机号', cell: ({ row }) => <Nowrap>{row.original.mobile}</Nowrap> },
      {
        id: 'company',
        header: '所属单位 / 班组',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{row.original.companyName ?? '—'}</p>
            <p className="text-xs text-gray-500">{row.original.teamName ?? '—'}</p>
          </div>
        ),
      },
      { id: 'workType', header: '工种', cell: ({ row }) => <Nowrap>{row.original.workType}</Nowrap> },
      {
        id: 'reason',
        header: '进场事由',
        cell: ({ row }) => (
          <p className="max-w-56 truncate" title={row.original.reason}>
            {row.original.reason}
          </p>
        ),
      },
      { id: 'deviceName', header: '登记闸机', cell: ({ row }) => <Nowrap>{row.original.deviceName}</Nowrap> },
      {
        id: 'registerTime',
        header: '登记时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.registerTime, 'minute')}</Nowrap>,
      },
      {
        id: 'valid',
        header: '有效期',
        cell: ({ row }) => (
          <Nowrap>
            {formatDate(row.original.validFrom)} 至 {formatDate(row.original.validTo)}
          </Nowrap>
        ),
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={TEMP_STATUS} value={row.original.status} />,
      },
      {
        id: 'auditor',
        header: '审核',
        cell: ({ row }) =>
          row.original.auditorName ? (
            <div className="whitespace-nowrap">
              <p>{row.original.auditorName}</p>
              <p className="text-xs text-gray-500">{formatDate(row.original.auditTime, 'minute')}</p>
            </div>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const r = row.original;
          return (
            <div className="flex gap-3">
              <Button size="sm" variant="link" onClick={() => setPending({ kind: 'view', row: r })}>
                详情
              </Button>
              {r.status === 0 && mayReview ? (
                <>
                  <Button size="sm" variant="link" onClick={() => setPending({ kind: 'approve', row: r })}>
                    通过
                  </Button>
                  <Button
                    size="sm"
                    variant="link"
                    className="text-warning"
                    onClick={() => setPending({ kind: 'reject', row: r })}
                  >
                    驳回
                  </Button>
                </>
              ) : null}
              {mayDelete ? (
                <Button
                  size="sm"
                  variant="link"
                  className="text-danger"
                  onClick={() => setPending({ kind: 'delete', rows: [r] })}
                >
                  删除
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [mayReview, mayDelete],
  );

  return (
    <>
      <ListScreen<TempRegister>
        id="complaint-temp-register"
        title="临时人脸登记"
        filters={FILTERS}
        columns={columns}
        operation={KEY}
        scope={{ projectId }}
        rowId={(r) => String(r.id)}
        load={async ({ page, size, filters, signal }) => {
          const status = filters.status ? (Number(filters.status) as 0 | 1 | 2 | 3) : undefined;
          const env = await api.POST('/faceAuth/tempregister/page', {
            body: {
              pageNum: page,
              pageSize: size,
              projectId,
              name: filters.name,
              status,
              startDate: filters.startDate,
              endDate: filters.endDate,
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        bulkActions={
          mayDelete
            ? (rows, clear) => (
                <Button
                  size="sm"
                  variant="danger"
                  className="ml-3"
                  onClick={() => {
                    setClearSelection(() => clear);
                    setPending({ kind: 'delete', rows });
                  }}
                >
                  批量删除
                </Button>
              )
            : undefined
        }
      />
      {pending?.kind === 'view' ? <TempDetailDialog id={pending.row.id} onClose={close} /> : null}
      {pending?.kind === 'approve' ? (
        <ApproveDialog
          row={pending.row}
          onClose={close}
          onDone={() => {
            close();
            refresh();
          }}
        />
      ) : null}
      {pending?.kind === 'reject' ? (
        <RejectDialog
          row={pending.row}
          onClose={close}
          onDone={() => {
            close();
            refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(o) => !o && close()}
        title="删除临时人脸登记"
        message={
          pending?.kind === 'delete'
            ? `确定删除${pending.rows.length > 1 ? `选中的 ${pending.rows.length} 条登记` : `“${pending.rows[0]?.name}”的登记`}吗？删除后同时撤销闸机上的人脸授权。`
            : ''
        }
        confirmText="删除"
        onConfirm={() => pending?.kind === 'delete' && remove.mutate(pending.rows.map((r) => r.id))}
      />
    </>
  );
}

function TempDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useQuery(tempRegisterDetailQuery(id));
  const d = detail.data;
  return (
    <ViewDialog title="临时人脸登记详情" onClose={onClose} width={720}>
      {detail.isPending ? (
        <Loading />
      ) : !d ? (
        <LoadFailed className="justify-center py-6" error={detail.error} fallback="登记详情加载失败" />
      ) : (
        <div className="flex flex-col gap-3">
          {d.blacklistHit ? (
            <p role="alert" className="rounded bg-danger/10 px-3 py-2 text-sm text-danger">
              该人员命中工人黑名单，请谨慎审核。
            </p>
          ) : null}
          <DetailSection
            title="登记信息"
            columns={2}
            className="p-0 shadow-none"
            items={[
              { label: '姓名', value: d.name },
              { label: '状态', value: <StatusTag table={TEMP_STATUS} value={d.status} /> },
              { label: '身份证号', value: d.idCard ?? '—' },
              { label: '手机号', value: d.mobile ?? '—' },
              { label: '项目', value: d.projectName ?? '—' },
              { label: '所属单位', value: d.companyName ?? '—' },
              { label: '班组', value: d.teamName ?? '—' },
              { label: '工种', value: d.workType ?? '—' },
              { label: '登记闸机', value: d.deviceName ?? '—' },
              { label: '登记时间', value: formatDate(d.registerTime, 'dateTime') },
              { label: '有效期', value: `${formatDate(d.validFrom)} 至 ${formatDate(d.validTo)}` },
              { label: '通行次数', value: `${d.passCount ?? 0} 次` },
              { label: '最近通行', value: formatDate(d.lastPassTime, 'dateTime') },
              {
                label: '黑名单',
                value: d.blacklistHit ? (
                  <Tag tag={{ label: '命中', tone: 'danger' }} />
                ) : (
                  <Tag tag={{ label: '未命中', tone: 'success' }} />
                ),
              },
              { label: '进场事由', value: d.reason ?? '—', wide: true },
              { label: '审核人', value: d.auditorName ?? '—' },
              { label: '审核时间', value: formatDate(d.auditTime, 'dateTime') },
              { label: '审核意见', value: d.auditComment ?? '—', wide: true },
            ]}
          />
        </div>
      )}
    </ViewDialog>
  );
}

interface ApproveForm {
  validTo: string;
  comment: string;
}

function ApproveDialog({ row, onClose, onDone }: { row: TempRegister; onClose: () => void; onDone: () => void }) {
  const schema = useMemo(
    () =>
      z.object({
        validTo: z.string().check(
          z.superRefine((v, ctx) => {
            const problem = validToProblem(row.validFrom, v);
            if (problem) ctx.issues.push({ code: 'custom', message: problem, input: v });
          }),
        ),
        comment: z.string().check(z.maxLength(200, '审核意见最多200字')),
      }),
    [row.validFrom],
  );
  const form = useForm<ApproveForm>({
    resolver: zodResolver(schema),
    defaultValues: { validTo: row.validTo ?? '', comment: '' },
  });
  const save = useMutation({
    mutationFn: (v: ApproveForm) =>
      api.POST('/faceAuth/tempregister/approve', {
        body: { id: row.id, validTo: v.validTo, ...(v.comment.trim() ? { comment: v.comment.trim() } : {}) },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '审核通过', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`审核通过：${row.name}`}
      confirmText="通过"
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <p className="text-sm text-gray-600">
        通过后人脸下发到项目闸机，有效期止后自动过期。有效期起 {formatDate(row.validFrom)}，最长 7 天。
      </p>
      <Field label={<RequiredLabel>有效期止</RequiredLabel>} htmlFor="approve-validTo" error={errors.validTo?.message}>
        <FormDatePicker control={form.control} name="validTo" id="approve-validTo" />
      </Field>
      <Field label="审核意见" htmlFor="approve-comment" error={errors.comment?.message}>
        <Textarea id="approve-comment" placeholder="如：同意，限配电房检修" {...form.register('comment')} />
      </Field>
    </FormDialog>
  );
}

const rejectSchema = z.object({
  comment: z.string().check(z.trim(), z.minLength(1, '请输入驳回原因'), z.maxLength(200, '驳回原因最多200字')),
});

function RejectDialog({ row, onClose, onDone }: { row: TempRegister; onClose: () => void; onDone: () => void }) {
  const form = useForm<{ comment: string }>({ resolver: zodResolver(rejectSchema), defaultValues: { comment: '' } });
  const save = useMutation({
    mutationFn: (v: { comment: string }) =>
      api.POST('/faceAuth/tempregister/reject', { body: { id: row.id, comment: v.comment.trim() } }),
    onSuccess: (env) => {
      toast.success(env.msg || '已驳回', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`驳回登记：${row.name}`}
      confirmText="驳回"
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <Field label={<RequiredLabel>驳回原因</RequiredLabel>} htmlFor="reject-comment" error={errors.comment?.message}>
        <Textarea
          id="reject-comment"
          placeholder="如：请先完成实名登记和三级安全教育"
          aria-invalid={Boolean(errors.comment)}
          {...form.register('comment')}
        />
      </Field>
    </FormDialog>
  );
}
