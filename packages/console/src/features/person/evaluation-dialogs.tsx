// 工人评价 · the evaluation and appraise dialogs (moved out of evaluation-page.tsx).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormDialog } from '@/ui/form-dialog';
import { FormFields } from '@/ui/form-fields';
import { Loading } from '@/ui/loading';
import { PagingFooter, useLocalPaging } from '@/ui/local-paging';
import { APPRAISE_SOURCE, APPRAISE_TYPE, evaluationBody, formatScore } from './person-model';
import { appraisesQuery, evaluationLabelsQuery } from './person-queries';
import { evaluationSchema, type EvaluationFormInput } from './evaluation-schema';
import { StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { LoadFailed } from '@/ui/retry-failed';
import { invalidateOperation } from '@site/sdk/query/common';
import { formDialogProps } from '@/ui/form-dialog-props';

type Evaluated = components['schemas']['EvaluationWorker'];

type Appraise = components['schemas']['EvaluationAppraise'];

export function EvaluationDialog({
  worker,
  onClose,
  onDone,
}: {
  worker: Evaluated;
  onClose: () => void;
  onDone: () => void;
}) {
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
  // Positive labels go with 加分, negative ones with 扣分.
  const shownLabels = (labels.data ?? []).filter((l) => l.label_type === (type === '1' ? 1 : 2));
  return (
    <FormDialog {...formDialogProps(form, save, onClose)} width={560} title={`评价工人：${worker.name}`}>
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
      <FormFields
        className="grid grid-cols-[1fr_140px] gap-x-4"
        form={form}
        idPrefix="ev-"
        fields={[
          {
            name: 'item_name',
            label: '评价项',
            placeholder: type === '1' ? '如：主动报告隐患' : '如：高处作业未系安全带',
          },
          { name: 'score', label: type === '1' ? '加分' : '扣分', inputMode: 'decimal', placeholder: '0～100' },
        ]}
      />
      <FormFields
        form={form}
        idPrefix="ev-"
        fields={[{ name: 'description', label: '说明', rows: 0, placeholder: '时间、地点与经过', markInvalid: false }]}
      />
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

export function AppraiseDialog({
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
  const paging = useLocalPaging();
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
          <PagingFooter paging={paging} total={list.data.total} />
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
