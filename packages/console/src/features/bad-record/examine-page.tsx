// 不良行为审核 (seed 000 §2 fixed route /examine; 001 §7.8, §4): opened from a record's 审核 button with ?id= and the
// stage it waits at. It shows the record and its three stages, the handler configured for the current level, and
// the level's decision: 同意并上报上一级 (not at company level), 同意并在本级完结, or 驳回; with the confirmed
// score, punishment, fine and, at company level, whether the worker goes on the blacklist. The decision is
// confirmed, sent to the level's call, and the list is refreshed.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { ChoiceCards } from '@/ui/choice-cards';
import { Loading } from '@/ui/loading';
import { FormFields } from '@/ui/form-fields';
import {
  HANDLE_PATHS,
  LEVELS,
  PUNISHMENTS,
  RESULTS,
  handleBody,
  handleFormOf,
  optionsOf,
  pendingLevel,
  resultsOf,
  type BadRecord,
  type HandleForm,
} from './bad-record-model';
import { RecordFacts, StageSteps } from './bad-record-parts';
import { badRecordsAtStatusQuery, handlerQuery, PAGE_KEY, projectOf } from './bad-record-queries';
import { errorText } from '@/lib/error-text';
import { invalidateOperation } from '@site/sdk/query/common';

const LIST = '/badRecord/list';

export default function ExaminePage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const statusParam = search.get('status');
  const status = statusParam !== null && /^[0-4]$/.test(statusParam) ? Number(statusParam) : undefined;
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const valid = Number.isInteger(id) && id > 0;
  const records = useQuery({ ...badRecordsAtStatusQuery(status, projectId), enabled: valid });
  const record = records.data?.find((r) => r.id === id);
  return (
    <DetailPage title="不良行为审核" backTo={LIST}>
      {!valid ? (
        <Empty text="缺少记录 ID，请从不良行为记录列表的“审核”进入。" />
      ) : records.isPending ? (
        <Loading />
      ) : records.isError ? (
        <div role="alert" className="rounded-md bg-white p-10 text-center text-sm text-danger shadow-sm">
          {errorText(records.error)}
          <div className="mt-3">
            <Button onClick={() => void records.refetch()}>重试</Button>
          </div>
        </div>
      ) : !record ? (
        <Empty text="该记录已处理或不存在，请返回列表刷新后重试。" />
      ) : (
        <Review key={record.id} record={record} />
      )}
    </DetailPage>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">
      {text}
    </p>
  );
}

const schema = z
  .object({
    result: z.string().check(z.minLength(1, '请选择处理结果')),
    opinion: z.string().check(z.trim(), z.minLength(1, '请输入处理意见'), z.maxLength(500, '处理意见最多500字')),
    deductScore: z
      .string()
      .check(z.refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) <= 100), '扣分为 0～100 的整数')),
    punishment: z.string(),
    fineAmount: z.string().check(z.regex(/^(\d+(\.\d{1,2})?)?$/, '请输入金额，最多两位小数')),
    addBlacklist: z.boolean(),
  })
  .check(
    z.refine((v) => v.punishment !== '2' || v.result === '2' || Number(v.fineAmount) > 0, {
      message: '处罚为罚款时请填写罚款金额',
      path: ['fineAmount'],
    }),
  );

export function Review({ record }: { record: BadRecord }) {
  const level = pendingLevel(record.status);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const perm = usePagePermission(LIST);
  const handler = useQuery({
    ...handlerQuery(level ?? 1, level === 1 ? { id: record.id, projectId: record.projectId } : { id: record.id }),
    enabled: level !== null,
  });
  const form = useForm<HandleForm>({ resolver: zodResolver(schema), defaultValues: handleFormOf(record) });
  const [confirming, setConfirming] = useState<HandleForm | null>(null);
  const save = useMutation({
    mutationFn: (v: HandleForm) => api.POST(HANDLE_PATHS[level ?? 1], { body: handleBody(record.id, level ?? 1, v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '处理完成', { duration: TOAST_MS });
      setConfirming(null);
      void invalidateOperation(queryClient, PAGE_KEY);
      void navigate(LIST);
    },
  });
  const { errors } = form.formState;
  const result = useWatch({ control: form.control, name: 'result' });
  const rejecting = result === '2';
  const levelName = level ? LEVELS[level] : '';
  const mayHandle = perm.hasPerm('badrecord:handle');

  return (
    <>
      <RecordFacts record={record} />
      <StageSteps record={record} />
      {level === null ? null : (
        <DetailSection
          title={`${levelName}级处理`}
          extra={
            <span className="text-xs text-gray-500" aria-label="本级处理人">
              本级处理人：{handler.isPending ? '加载中…' : handler.data?.handlerName || '未配置'}
              {handler.data?.positionNames?.length ? `（${handler.data.positionNames.join('、')}）` : ''}
            </span>
          }
        >
          {!mayHandle ? (
            <p className="text-sm text-muted">你没有处理不良行为记录的权限。</p>
          ) : (
            <form
              noValidate
              aria-label={`${levelName}级处理`}
              onSubmit={form.handleSubmit((v) => setConfirming(v))}
              className="grid max-w-3xl grid-cols-1 gap-x-4 sm:grid-cols-3"
            >
              <ChoiceCards
                legend="处理结果"
                options={resultsOf(level).map((r) => ({ value: String(r), label: RESULTS[r] ?? '' }))}
                chosen={result}
                register={form.register('result')}
                error={errors.result?.message}
                className="col-span-full mb-2"
                legendClassName="mb-2 text-sm text-gray-700"
                rowClassName="flex flex-wrap gap-2"
              />
              <FormFields
                form={form}
                idPrefix="exam-"
                fields={[
                  !rejecting && { name: 'deductScore', id: 'score', label: '核定扣分', inputMode: 'numeric' },
                  !rejecting && {
                    as: 'select',
                    name: 'punishment',
                    label: '处罚措施',
                    options: optionsOf(PUNISHMENTS),
                    markInvalid: false,
                  },
                  !rejecting && { name: 'fineAmount', id: 'fine', label: '罚款金额（元）', inputMode: 'decimal' },
                  {
                    name: 'opinion',
                    label: '处理意见',
                    required: true,
                    rows: 4,
                    placeholder: rejecting ? '驳回原因' : '核实情况与处理决定',
                    className: 'col-span-full',
                  },
                ]}
              />
              {level === 3 && !rejecting ? (
                <label className="col-span-full mb-3 flex items-center gap-2 text-sm text-gray-700">
                  <input type="checkbox" {...form.register('addBlacklist')} />
                  同步列入工人黑名单
                </label>
              ) : null}
              <div className="col-span-full flex gap-2">
                <Button type="submit" variant="primary" disabled={save.isPending}>
                  提交
                </Button>
                <Button onClick={() => void navigate(LIST)}>取消</Button>
              </div>
            </form>
          )}
        </DetailSection>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title="提交处理意见"
        message={
          confirming
            ? `确定以“${RESULTS[Number(confirming.result)]}”提交${levelName}级处理意见吗？提交后不能修改。`
            : ''
        }
        confirmText="提交"
        onConfirm={() => confirming && save.mutate(confirming)}
      />
    </>
  );
}
