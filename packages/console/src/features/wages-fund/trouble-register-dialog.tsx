// 登记问题工资 from a 代发单 of 累计发放: its failed or unpaid workers (listbycumid) are ticked, then saved as a new
// trouble record or appended to an open one of the same project and month (wages/trouble/worker/save).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Field } from '@/ui/field';
import { FormSelectField } from '@/ui/form-select-field';
import { FormDialog } from '@/ui/form-dialog';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { FormTextField } from '@/ui/form-text-field';
import { Money } from '@/domain/money-cell';
import { TwoLines } from '@/ui/two-lines';
import { PlainTable, type PlainColumn } from '@/ui/plain-table';
import { TD, TH } from './cells';
import { troubleRecordsQuery, troubleWorkersByCumQuery } from './fund-queries';
import { TROUBLE_TYPE, optionsOf } from './fund-status';
import { formatYuan } from '@/domain/money';
import { appendChoices, registerTroubleBody, type RegisterForm } from './trouble-register';
import { invalidateOperation } from '@site/sdk/query/common';

type Cum = components['schemas']['WagesCumRecord'];
type TroubleWorker = components['schemas']['WagesTroubleWorker'];

/** 选择 ticks a worker in or out; the rest read the worker's amounts. */
function pickColumns(picked: (id: number) => boolean, toggle: (id: number) => void): PlainColumn<TroubleWorker>[] {
  return [
    {
      header: '选择',
      cell: (w) => (
        <input
          type="checkbox"
          aria-label={`选择 ${w.workerName}`}
          checked={picked(w.id)}
          onChange={() => toggle(w.id)}
        />
      ),
    },
    { header: '工人', cell: (w) => <TwoLines className="min-w-24" main={w.workerName} sub={w.teamName} /> },
    { header: '参建单位', cell: (w) => w.companyName ?? '—' },
    { header: '应发（元）', cell: (w) => <Money value={w.payableAmount} /> },
    { header: '已发（元）', cell: (w) => <Money value={w.paidAmount} tone="muted" /> },
    { header: '问题金额（元）', cell: (w) => <Money value={w.troubleAmount} tone="strong" /> },
    { header: '原因', cell: (w) => w.failReason || '—' },
  ];
}

const schema = z.object({
  troubleId: z.string(),
  troubleType: z.string().check(z.minLength(1, '请选择问题类型')),
  reason: z.string().check(z.maxLength(500, '问题说明最多500字')),
});

export function TroubleRegisterDialog({ cum, onClose }: { cum: Cum; onClose: () => void }) {
  const queryClient = useQueryClient();
  const workers = useQuery(troubleWorkersByCumQuery(cum.id, cum.projectId));
  const records = useQuery(troubleRecordsQuery(cum.projectId, cum.period));
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [pickError, setPickError] = useState('');
  const form = useForm<RegisterForm>({
    resolver: zodResolver(schema),
    defaultValues: { troubleId: '', troubleType: '1', reason: '' },
  });
  const rows = workers.data ?? [];
  const chosen = rows.filter((w) => !unticked.has(w.id));
  const choices = appendChoices(records.data ?? [], cum.projectId, cum.period).map((r) => ({
    value: String(r.id),
    label: `追加到 ${r.period} ${TROUBLE_TYPE[r.troubleType] ?? ''}记录（${formatYuan(r.troubleAmount)}）`,
  }));
  const toggle = (id: number) =>
    setUnticked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = useMutation({
    mutationFn: (v: RegisterForm) =>
      api.POST('/star/laborwagestrouble/wages/trouble/worker/save', { body: registerTroubleBody(cum, v, chosen) }),
    onSuccess: (env) => {
      toast.success(env.msg || '保存成功', { duration: TOAST_MS });
      void invalidateOperation(queryClient, 'listTroubleWagesProjects');
      onClose();
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`登记问题工资：${cum.projectName ?? ''} ${cum.period}`}
      width={760}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => {
        if (!chosen.length) {
          setPickError('请至少选择一名工人');
          return;
        }
        save.mutate(v);
      })}
    >
      <p className="text-sm text-gray-600">
        代发单 {cum.id} · 剩余未发 {formatYuan(cum.unpaidAmount)} · 已选 {chosen.length} 人，问题金额{' '}
        {formatYuan(chosen.reduce((sum, w) => sum + w.troubleAmount, 0))}
      </p>
      {workers.isPending ? (
        <Loading />
      ) : rows.length ? (
        <div className="max-h-64 overflow-auto">
          <PlainTable
            label="发放失败或欠发的工人"
            columns={pickColumns(
              (id) => !unticked.has(id),
              (id) => {
                toggle(id);
                setPickError('');
              },
            )}
            rows={rows}
            rowKey={(w) => w.id}
            th={TH}
            td={TD}
          />
        </div>
      ) : (
        <p className="py-6 text-center text-sm text-muted">该代发单没有发放失败或欠发的工人</p>
      )}
      {pickError ? (
        <p role="alert" className="text-xs text-danger">
          {pickError}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <Field label="登记到" htmlFor="tr-record">
          <Select id="tr-record" placeholder="新建问题工资记录" options={choices} {...form.register('troubleId')} />
        </Field>
        <FormSelectField
          form={form}
          name="troubleType"
          id="tr-type"
          label="问题类型"
          options={optionsOf(TROUBLE_TYPE)}
        />
      </div>
      <FormTextField
        form={form}
        name="reason"
        id="tr-reason"
        label="问题说明"
        rows={0}
        placeholder="请输入问题说明"
        markInvalid={false}
      />
    </FormDialog>
  );
}
