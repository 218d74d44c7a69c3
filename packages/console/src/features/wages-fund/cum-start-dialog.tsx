// 发起代发 (initSalaryWorkerCumTask) from a 资金来源 row that is 已确认: the pay type (全额 / 部分 / 尾款), the planned pay
// date and, for 部分代发, this time's amount per worker of the pre-settlement (listByExp). A valid form asks for a
// confirmation, then starts the task; a refusal keeps what was typed and the server's message shows.
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { PAY_TYPE } from '@/domain/wage-cum';
import { cn } from '@/lib/cn';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { FormDateField } from '@/ui/form-date-field';
import { type CumStartForm, type PayableWorker, cumStartBody, cumStartSchema } from './cum-start';
import { formatAmount, formatYuan } from '@/domain/money';
import { pageSalaryExpWorkersByExpQueryOptions } from '@site/sdk/query/wages';

type Capital = components['schemas']['WagesCapitaSource'];

const PAY_TYPES = [
  ['1', '全额代发', '发放预结算的全部未发工资'],
  ['2', '部分代发', '只为下列填写了金额的工人发放'],
  ['3', '尾款代发', '发放此前代发后剩余的未发工资'],
] as const;

export function CumStartDialog({
  capital,
  onClose,
  onStarted,
}: {
  capital: Capital & { expId: number };
  onClose: () => void;
  onStarted: () => void;
}) {
  const workersQuery = useQuery({
    ...pageSalaryExpWorkersByExpQueryOptions(api, { body: { pageNum: 1, pageSize: 500, expId: capital.expId } }),
    select: (env) => (env.data?.list ?? []).filter((w) => (w.unpaidAmount ?? 0) > 0),
  });
  const workers = useMemo(() => workersQuery.data ?? [], [workersQuery.data]);
  const payable = useMemo<PayableWorker[]>(
    () => workers.map((w) => ({ workerId: w.workerId, unpaidAmount: w.unpaidAmount })),
    [workers],
  );
  const schema = useMemo(() => cumStartSchema(payable), [payable]);
  const form = useForm<CumStartForm>({
    resolver: zodResolver(schema),
    defaultValues: { expId: String(capital.expId), payType: '1', payDate: dayjs().format('YYYY-MM-DD'), amounts: {} },
  });
  const payType = useWatch({ control: form.control, name: 'payType' });
  const [asking, setAsking] = useState<CumStartForm | null>(null);
  const start = useMutation({
    mutationFn: (v: CumStartForm) =>
      api.POST('/star/salaryWorkerCumList/initCumTask', { body: cumStartBody(v, payable) }),
    onSuccess: (env) => {
      toast.success(env.msg || '发起成功', { duration: TOAST_MS });
      onStarted();
    },
  });
  const { errors } = form.formState;
  // The rule reports on the whole amounts record (one message for the table); as the record's keys are registered
  // fields, the resolver files the message under its root.
  const amountsNode = errors.amounts as { message?: string; root?: { message?: string } } | undefined;
  const amountsError = amountsNode?.message ?? amountsNode?.root?.message;
  return (
    <>
      <FormDialog
        open
        onOpenChange={(o) => !o && onClose()}
        title={`发起代发：${capital.projectName ?? capital.projectId} ${capital.period}`}
        confirmText="发起"
        width={620}
        submitting={start.isPending}
        onSubmit={form.handleSubmit((v) => setAsking(v))}
      >
        <dl className="grid grid-cols-4 gap-2 rounded bg-gray-50 p-3 text-sm">
          <dt className="text-gray-500">本期需发放</dt>
          <dd>{formatYuan(capital.needAmount)}</dd>
          <dt className="text-gray-500">已确认资金</dt>
          <dd>{formatYuan(capital.totalAmount)}</dd>
        </dl>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1 text-sm text-gray-700">
            <RequiredLabel>代发类型</RequiredLabel>
          </legend>
          <div className="flex flex-wrap gap-2">
            {PAY_TYPES.map(([value, label, hint]) => (
              <label
                key={value}
                title={hint}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded border px-3 py-1.5 text-sm',
                  payType === value ? 'border-primary bg-primary-soft text-primary' : 'border-line',
                )}
              >
                <input type="radio" value={value} {...form.register('payType')} />
                {label}
              </label>
            ))}
          </div>
          <p className="text-xs text-muted">{PAY_TYPES.find(([v]) => v === payType)?.[2]}</p>
        </fieldset>
        <FormDateField form={form} name="payDate" id="cum-pay-date" label="计划发放日期" required />
        {payType === '2' ? (
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1 text-sm text-gray-700">本次发放工人（填写金额的工人本次发放）</legend>
            {workersQuery.isPending ? (
              <p className="text-sm text-muted">加载工人…</p>
            ) : workers.length === 0 ? (
              <p className="text-sm text-muted">该预结算没有未发工资的工人</p>
            ) : (
              <div className="max-h-64 overflow-auto rounded border border-line">
                <table className="w-full text-sm" aria-label="本次发放工人">
                  <thead className="sticky top-0 bg-gray-50 text-left text-gray-600">
                    <tr>
                      <th className="px-3 py-1.5 font-normal">工人</th>
                      <th className="px-3 py-1.5 text-right font-normal">未发（元）</th>
                      <th className="px-3 py-1.5 font-normal">本次金额（元）</th>
                    </tr>
                  </thead>
                  <tbody>
                    {workers.map((w) => (
                      <tr key={w.workerId} className="border-t border-line">
                        <td className="px-3 py-1.5">
                          {w.workerName}
                          <span className="ml-2 text-xs text-muted">{w.teamName ?? ''}</span>
                        </td>
                        <td className="px-3 py-1.5 text-right tabular-nums">{formatAmount(w.unpaidAmount)}</td>
                        <td className="px-3 py-1">
                          <Input
                            aria-label={`${w.workerName}本次金额`}
                            inputMode="decimal"
                            className="h-7 w-32"
                            aria-invalid={Boolean(amountsError)}
                            {...form.register(`amounts.${String(w.workerId)}`)}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {amountsError ? (
              <p role="alert" className="text-xs text-danger">
                {amountsError}
              </p>
            ) : null}
          </fieldset>
        ) : null}
      </FormDialog>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(o) => !o && setAsking(null)}
        title="发起代发"
        message={
          asking
            ? `确定为「${capital.projectName ?? ''}」${capital.period} 发起${PAY_TYPE[Number(asking.payType)]?.label ?? ''}，计划 ${asking.payDate} 发放吗？发起后进入代发审批。`
            : ''
        }
        confirmText="发起"
        onConfirm={() => {
          if (asking) start.mutate(asking);
          setAsking(null);
        }}
      />
    </>
  );
}
