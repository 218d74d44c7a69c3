// 对公支付确认 (/publictoPublicApproval, seed 000 §2): the project checks a public-to-public payment (payer, amount,
// receipts, process) and confirms the money arrived (with the amount verified) or sends it back with a reason
// (company/public/payment). Opened from 公对公支付 or a wage workflow task (?id=&proInstId=).
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { DetailSection, RecordDetailPage } from '@/ui/detail-page';
import { FormTextField } from '@/ui/form-text-field';
import { RadioRow } from '@/ui/radio-row';
import { StatusTag } from '@/ui/status-tag';
import { ProcessFlowSection } from './flow-timeline';
import { publicConfirmBody, type PublicConfirmForm } from './fund-bodies';
import { publicPaymentsQuery } from './fund-queries';
import { PUBLIC_STATUS } from './fund-status';
import { formatYuan } from '@/domain/money';
import { invalidateOperation } from '@site/sdk/query/common';
import { FileLine } from './file-line';

type Payment = components['schemas']['WagesTroublePublicPayment'];

export default function PublicApprovalPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const proInstId = search.get('proInstId') ?? '';
  const troubleCompanyId = Number(search.get('troubleCompanyId')) || undefined;
  const list = useQuery({
    ...publicPaymentsQuery(troubleCompanyId ? { troubleCompanyId } : {}),
    enabled: Boolean(id || proInstId),
  });
  const payment =
    list.data?.find((p) => p.id === id) ?? (proInstId ? list.data?.find((p) => p.proInstId === proInstId) : undefined);
  return (
    <RecordDetailPage
      title={payment ? `对公支付确认：${payment.companyName}` : '对公支付确认'}
      backTo="/wages/troublePublic"
      actions={payment ? <StatusTag table={PUBLIC_STATUS} value={payment.status} /> : null}
      named={Boolean(id || proInstId)}
      missing="缺少对公支付记录，请从公对公支付打开"
      pending={list.isPending}
      record={payment}
      notFound="未找到该对公支付记录"
    >
      {(p) => (
        <>
          <PaymentSummary payment={p} />
          {p.status === 1 && p.proInstId ? <ConfirmForm payment={{ ...p, proInstId: p.proInstId }} /> : null}
          {p.proInstId ? <ProcessFlowSection procInstId={p.proInstId} /> : null}
        </>
      )}
    </RecordDetailPage>
  );
}

function PaymentSummary({ payment: p }: { payment: Payment }) {
  return (
    <>
      <DetailSection
        title="付款信息"
        items={[
          { label: '项目', value: p.projectName },
          { label: '工资周期', value: p.period },
          { label: '付款单位', value: p.companyName },
          { label: '支付金额', value: <span className="font-semibold">{formatYuan(p.amount)}</span> },
          { label: '转账日期', value: formatDate(p.payDate) },
          { label: '付款户名', value: p.payerAccountName },
          { label: '付款开户行', value: p.payerBankName },
          { label: '付款账号', value: p.payerAccountNo },
          { label: '收款户名', value: p.payeeAccountName },
          { label: '收款开户行', value: p.payeeBankName },
          { label: '收款账号', value: p.payeeAccountNo },
          { label: '提交人', value: p.submitBy },
          { label: '提交时间', value: formatDate(p.submitTime, 'minute') },
          { label: '确认人', value: p.confirmBy },
          { label: '确认时间', value: formatDate(p.confirmTime, 'minute') },
          { label: '确认意见', value: p.opinion, wide: true },
        ]}
      />
      <DetailSection title="银行回单">
        {(p.files ?? []).length ? (
          <ul className="divide-y divide-line text-sm" aria-label="银行回单">
            {(p.files ?? []).map((f) => (
              <li key={f.fileId ?? f.url} className="flex items-center gap-3 py-2">
                <FileLine file={f} fallback="回单" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-3 text-center text-sm text-muted">未上传回单</p>
        )}
      </DetailSection>
    </>
  );
}

const schema = z.object({
  result: z.enum(['1', '2']),
  confirmAmount: z.string(),
  opinion: z.string().check(z.maxLength(500, '意见最多500字')),
});

const RESULT_CHOICES = [
  { value: '1', label: '确认收款' },
  { value: '2', label: '驳回' },
];

export function ConfirmForm({ payment }: { payment: Payment & { proInstId: string } }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<PublicConfirmForm>({
    resolver: zodResolver(schema),
    defaultValues: { result: '1', confirmAmount: String(payment.amount), opinion: '' },
  });
  const result = useWatch({ control: form.control, name: 'result' });
  const save = useMutation({
    mutationFn: (v: PublicConfirmForm) =>
      api.POST('/star/laborwagestrouble/company/public/payment', { body: publicConfirmBody(payment, v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '操作成功', { duration: TOAST_MS });
      for (const key of [
        'listTroublePublicPayments',
        'listTroubleProjectPublicPayments',
        'listWorkflowWageTasks',
      ] as const)
        void invalidateOperation(queryClient, key);
      void navigate('/wages/troublePublic');
    },
  });
  const submit = form.handleSubmit((v) => {
    let ok = true;
    if (v.result === '2' && !v.opinion.trim()) {
      form.setError('opinion', { message: '驳回时请填写原因' });
      ok = false;
    }
    if (v.result === '1' && !/^\d+(\.\d{1,2})?$/.test(v.confirmAmount.trim())) {
      form.setError('confirmAmount', { message: '请输入核实到账金额（元，最多两位小数）' });
      ok = false;
    }
    if (ok) save.mutate(v);
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <DetailSection title="确认结果">
        <RadioRow
          legend="确认结果"
          legendClassName="sr-only"
          className="mb-3 flex gap-6 text-sm"
          options={RESULT_CHOICES}
          register={form.register('result')}
        />
        <div className={result === '1' ? 'grid gap-x-6 md:grid-cols-[240px_1fr]' : 'grid'}>
          {result === '1' ? (
            <FormTextField
              form={form}
              name="confirmAmount"
              id="pa-amount"
              label="核实到账金额（元）"
              required
              inputMode="decimal"
            />
          ) : null}
          <FormTextField
            form={form}
            name="opinion"
            id="pa-opinion"
            label={result === '2' ? '驳回原因' : '确认意见'}
            required={result === '2'}
            rows={2}
            placeholder={result === '2' ? '如：付款户名不是责任单位，请以单位账户重新支付' : '如：已核实工资专户到账'}
          />
        </div>
        <div className="mt-2 flex justify-end">
          <Button type="submit" variant={result === '2' ? 'danger' : 'primary'} disabled={save.isPending}>
            {save.isPending ? '提交中…' : result === '2' ? '驳回' : '确认收款'}
          </Button>
        </div>
      </DetailSection>
    </form>
  );
}
