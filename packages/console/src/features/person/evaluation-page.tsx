// 工人评价 (seed 001 §7.13, menu person/evaluation): the workers' safety scores (GET /pc/evaluation/worker/list);
// 评价 adds a score with labels (POST /pc/evaluation/add); 记录 lists a worker's evaluations
// (GET /pc/appraise/worker/list) where one can be deleted (POST /starSafety/appraise/delete, a form body).
import { defaultPageSize } from '@/lib/settings';
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { ListScreen } from '@/ui/list-screen';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormDialog } from '@/ui/form-dialog';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Loading } from '@/ui/loading';
import { Pagination } from '@/ui/pagination';
import type { FilterField } from '@/ui/filter-bar';
import { APPRAISE_SOURCE, APPRAISE_TYPE, evaluationBody, formatScore, LEVEL } from './person-model';
import { appraisesQuery, evaluationLabelsQuery, teamOptionsQuery } from './person-queries';
import { evaluationSchema, type EvaluationFormInput } from './evaluation-schema';
import { Textarea } from '@/ui/textarea';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { EvaluationRanks, RANK_KEYS } from './evaluation-ranks';
import { LoadFailed } from '@/ui/retry-failed';
import { invalidateOperation } from '@site/sdk/query/common';

type Evaluated = components['schemas']['EvaluationWorker'];
type Appraise = components['schemas']['EvaluationAppraise'];

const KEY = 'listEvaluationWorkers';

export default function EvaluationPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const teams = useQuery(teamOptionsQuery());
  const [pending, setPending] = useState<{ worker: Evaluated; action: 'add' | 'records' } | null>(null);
  const close = () => setPending(null);
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'name', label: '姓名' },
      {
        name: 'team_id',
        label: '班组',
        type: 'select',
        searchable: true,
        options: (teams.data ?? []).map((o) => ({ value: o.value, label: o.label })),
      },
      {
        name: 'level',
        label: '评价等级',
        type: 'select',
        options: Object.entries(LEVEL).map(([value, t]) => ({ value, label: `${value} ${t.label}` })),
      },
    ],
    [teams.data],
  );
  const columns = useMemo<ColumnDef<Evaluated, unknown>[]>(
    () => [
      {
        id: 'name',
        header: '姓名',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex flex-col whitespace-nowrap">
            <span className="font-medium text-gray-900">{row.original.name}</span>
            <span className="text-xs text-gray-500">{row.original.id_card}</span>
          </div>
        ),
      },
      { id: 'work_type', header: '工种', cell: ({ row }) => <Nowrap>{row.original.work_type}</Nowrap> },
      { id: 'team_name', header: '班组', cell: ({ row }) => <Nowrap>{row.original.team_name}</Nowrap> },
      { id: 'company_name', header: '参建单位', cell: ({ row }) => row.original.company_name ?? '—' },
      {
        id: 'total_score',
        header: '总分',
        cell: ({ row }) => (
          <span className="font-semibold tabular-nums text-gray-900">{row.original.total_score.toFixed(1)}</span>
        ),
      },
      {
        id: 'level',
        header: '等级',
        cell: ({ row }) => (
          <span className="flex items-center gap-1">
            <span className="font-semibold">{row.original.level}</span>
            <StatusTag table={LEVEL} value={row.original.level} />
          </span>
        ),
      },
      {
        id: 'counts',
        header: '违章/表扬',
        cell: ({ row }) => (
          <span className="tabular-nums">
            <span className={row.original.violation_count ? 'text-danger' : ''}>
              {row.original.violation_count ?? 0}
            </span>
            {' / '}
            <span className={row.original.praise_count ? 'text-success' : ''}>{row.original.praise_count ?? 0}</span>
          </span>
        ),
      },
      {
        id: 'labels',
        header: '标签',
        cell: ({ row }) => (
          <div className="flex max-w-60 flex-wrap gap-1">
            {(row.original.labels ?? []).map((l) => (
              <span key={l} className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-600">
                {l}
              </span>
            ))}
          </div>
        ),
      },
      {
        id: 'last_eval_time',
        header: '最近评价',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.last_eval_time, 'minute')}</Nowrap>,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex gap-2">
            {perm.can('add') ? (
              <Button size="sm" variant="link" onClick={() => setPending({ worker: row.original, action: 'add' })}>
                评价
              </Button>
            ) : null}
            <Button size="sm" variant="link" onClick={() => setPending({ worker: row.original, action: 'records' })}>
              记录
            </Button>
          </div>
        ),
      },
    ],
    [perm],
  );
  const refresh = () => {
    void invalidateOperation(queryClient, KEY);
    for (const key of RANK_KEYS) void invalidateOperation(queryClient, key);
  };
  return (
    <div className="flex flex-col gap-3">
      <EvaluationRanks />
      <ListScreen<Evaluated>
        id="person-evaluation"
        title="工人评价"
        filters={filters}
        columns={columns}
        operation={KEY}
        rowId={(w) => String(w.worker_id)}
        load={async ({ page, size, filters: f, signal }) => {
          const env = await api.GET('/pc/evaluation/worker/list', {
            params: {
              query: {
                pageNum: page,
                pageSize: size,
                name: f.name,
                team_id: f.team_id ? Number(f.team_id) : undefined,
                level: f.level as 'A' | 'B' | 'C' | 'D' | undefined,
              },
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {pending?.action === 'add' ? (
        <EvaluationDialog
          worker={pending.worker}
          onClose={close}
          onDone={() => {
            close();
            refresh();
            void invalidateOperation(queryClient, 'listWorkerAppraises');
          }}
        />
      ) : null}
      {pending?.action === 'records' ? (
        <AppraiseDialog worker={pending.worker} canDelete={perm.can('delete')} onClose={close} onChanged={refresh} />
      ) : null}
    </div>
  );
}

function EvaluationDialog({ worker, onClose, onDone }: { worker: Evaluated; onClose: () => void; onDone: () => void }) {
  const labels = useQuery(evaluationLabelsQuery());
  const form = useForm<EvaluationFormInput>({
    resolver: zodResolver(evaluationSchema),
    defaultValues: { appraise_type: '2', item_name: '', score: '', description: '', label_ids: [] },
  });
  const type = useWatch({ control: form.control, name: 'appraise_type' });
  const chosen = useWatch({ control: form.control, name: 'label_ids' });
  const save = useMutation({
    mutationFn: (v: EvaluationFormInput) =>
      api.POST('/pc/evaluation/add', {
        body: evaluationBody(v, { worker_id: worker.worker_id, project_id: worker.project_id }),
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '评价成功', { duration: 1500 });
      onDone();
    },
  });
  const { errors } = form.formState;
  // Positive labels go with 加分, negative ones with 扣分.
  const shownLabels = (labels.data ?? []).filter((l) => l.label_type === (type === '1' ? 1 : 2));
  return (
    <FormDialog
      open
      width={560}
      onOpenChange={(o) => !o && onClose()}
      title={`评价工人：${worker.name}`}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <p className="text-sm text-gray-500">
        {[worker.team_name, worker.work_type].filter(Boolean).join(' · ')}，当前总分{' '}
        <span className="font-semibold text-gray-900">{worker.total_score.toFixed(1)}</span>
      </p>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm text-gray-700">评价类型</legend>
        <div className="flex gap-4 text-sm">
          {(['2', '1'] as const).map((v) => (
            <label key={v} className="flex items-center gap-1.5">
              <input
                type="radio"
                value={v}
                {...form.register('appraise_type', { onChange: () => form.setValue('label_ids', []) })}
              />
              {APPRAISE_TYPE[Number(v)]?.label}（{v === '1' ? '表扬' : '违章'}）
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-[1fr_140px] gap-x-4">
        <Field label="评价项" htmlFor="ev-item_name" error={errors.item_name?.message}>
          <Input
            id="ev-item_name"
            placeholder={type === '1' ? '如：主动报告隐患' : '如：高处作业未系安全带'}
            aria-invalid={Boolean(errors.item_name)}
            {...form.register('item_name')}
          />
        </Field>
        <Field label={type === '1' ? '加分' : '扣分'} htmlFor="ev-score" error={errors.score?.message}>
          <Input
            id="ev-score"
            inputMode="decimal"
            placeholder="0～100"
            aria-invalid={Boolean(errors.score)}
            {...form.register('score')}
          />
        </Field>
      </div>
      <Field label="说明" htmlFor="ev-description" error={errors.description?.message}>
        <Textarea id="ev-description" placeholder="时间、地点与经过" {...form.register('description')} />
      </Field>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm text-gray-700">同时打上标签</legend>
        {labels.isPending ? (
          <Loading className="justify-start p-0" />
        ) : shownLabels.length ? (
          <div className="flex flex-wrap gap-2">
            {shownLabels.map((l) => (
              <label
                key={l.label_id}
                className={cn(
                  'flex cursor-pointer items-center gap-1.5 rounded border border-line px-2 py-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary',
                )}
              >
                <input
                  type="checkbox"
                  checked={chosen.includes(String(l.label_id))}
                  onChange={(e) => {
                    const id = String(l.label_id);
                    form.setValue('label_ids', e.target.checked ? [...chosen, id] : chosen.filter((c) => c !== id));
                  }}
                />
                {l.label_name}
              </label>
            ))}
          </div>
        ) : (
          <span className="text-sm text-muted">暂无可选标签</span>
        )}
      </fieldset>
    </FormDialog>
  );
}

function AppraiseDialog({
  worker,
  canDelete,
  onClose,
  onChanged,
}: {
  worker: Evaluated;
  canDelete: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const [paging, setPaging] = useState(() => ({ page: 1, size: defaultPageSize() }));
  const [deleting, setDeleting] = useState<Appraise | null>(null);
  const list = useQuery(appraisesQuery(worker.worker_id, paging.page, paging.size));
  const remove = useMutation({
    mutationFn: (a: Appraise) => api.POST('/starSafety/appraise/delete', { body: { id: a.id } }),
    onSuccess: (env) => {
      toast.success(env.msg || '删除成功', { duration: 1500 });
      void invalidateOperation(queryClient, 'listWorkerAppraises');
      onChanged();
    },
  });
  return (
    <ViewDialog title={`评价记录：${worker.name}`} onClose={onClose} width={900}>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed className="justify-center py-6" label="评价记录加载失败：" error={list.error} />
      ) : list.data.rows.length ? (
        <>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="bg-gray-50 text-left text-gray-600">
                {['评价时间', '类型', '评价项', '分值', '说明', '来源', '评价人', ...(canDelete ? ['操作'] : [])].map(
                  (h) => (
                    <th key={h} className="whitespace-nowrap border-b border-line px-3 py-2 font-medium">
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((a) => (
                <tr key={a.id} className="hover:bg-gray-50">
                  <td className="whitespace-nowrap border-b border-line px-3 py-2">
                    {formatDate(a.appraise_time, 'minute')}
                  </td>
                  <td className="border-b border-line px-3 py-2">
                    <StatusTag table={APPRAISE_TYPE} value={a.appraise_type} />
                  </td>
                  <td className="whitespace-nowrap border-b border-line px-3 py-2">{a.item_name ?? '—'}</td>
                  <td
                    className={cn(
                      'border-b border-line px-3 py-2 font-semibold tabular-nums',
                      a.score < 0 ? 'text-danger' : 'text-success',
                    )}
                  >
                    {formatScore(a.score)}
                  </td>
                  <td className="border-b border-line px-3 py-2 text-gray-600">{a.description ?? '—'}</td>
                  <td className="whitespace-nowrap border-b border-line px-3 py-2">
                    {APPRAISE_SOURCE[a.source ?? 0] ?? '—'}
                  </td>
                  <td className="whitespace-nowrap border-b border-line px-3 py-2">{a.appraiser_name ?? '—'}</td>
                  {canDelete ? (
                    <td className="border-b border-line px-3 py-2">
                      <Button size="sm" variant="link" className="text-danger" onClick={() => setDeleting(a)}>
                        删除
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-3">
            <Pagination
              page={paging.page}
              size={paging.size}
              total={list.data.total}
              onChange={(page, size) => setPaging({ page, size })}
            />
          </div>
        </>
      ) : (
        <p className="py-10 text-center text-sm text-muted">暂无评价记录</p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="删除评价"
        message={
          deleting
            ? `确定要删除「${deleting.item_name ?? '该评价'}」（${formatScore(deleting.score)} 分）吗？删除后总分将重新计算。`
            : ''
        }
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </ViewDialog>
  );
}
