// 对公支付凭证上传 (/publicToPublicPayment, seed 000 §2): the responsible company, having transferred trouble wages
// to the project's wage account, records the payer account, amount, date and the bank receipts (uploaded through
// /star/resSysFile/fileUpload) — company/public/save; a saved payment (?id=&troubleCompanyId=) can be corrected.
// Needs 公对公支付's add bit.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import dayjs from 'dayjs';
import { FileText, X } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { Field, RequiredLabel } from '@/ui/field';
import { Input } from '@/ui/input';
import { FormDatePicker } from '@/ui/form-date-picker';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { FormCombobox } from '@/ui/form-combobox';
import { amountOf, publicFormOf, publicSaveBody, type PublicPaymentForm } from './fund-bodies';
import { publicPaymentsQuery, troubleCompaniesQuery, wageAccountsQuery } from './fund-queries';
import { COMPANY_PAY_STATUS } from './fund-status';
import { formatSize, formatYuan } from './money';
import { UploadButton } from './upload-button';
import { invalidateOperation } from '@site/sdk/query/common';

type FileUrl = components['schemas']['FileUrl'];
type Payment = components['schemas']['WagesTroublePublicPayment'];
type Company = components['schemas']['WagesTroubleCompany'];

export default function PublicPaymentPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const troubleCompanyId = Number(search.get('troubleCompanyId')) || undefined;
  const perm = usePagePermission('/wages/troublePublic');
  const companies = useQuery(troubleCompaniesQuery());
  const saved = useQuery({
    ...publicPaymentsQuery(troubleCompanyId ? { troubleCompanyId } : {}),
    enabled: id !== null,
  });
  const payment = id ? (saved.data?.find((p) => p.id === id) ?? null) : null;
  const title = id ? '修改对公支付' : '登记对公支付';
  const ready = companies.isSuccess && (id === null || saved.isSuccess);
  return (
    <DetailPage title={title} backTo="/wages/troublePublic">
      {!perm.can('add') ? (
        <Note text="没有登记对公支付的权限" />
      ) : !ready ? (
        <Loading />
      ) : id && !payment ? (
        <Note text="未找到该对公支付记录" />
      ) : payment && payment.status !== 0 && payment.status !== 3 ? (
        <Note text="该对公支付已提交确认，不能修改" />
      ) : (
        <PaymentForm key={id ?? 'new'} payment={payment} companies={companies.data ?? []} />
      )}
    </DetailPage>
  );
}

function Note({ text }: { text: string }) {
  return <p className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">{text}</p>;
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const schema = z.object({
  troubleCompanyId: z.string().check(z.minLength(1, '请选择责任单位')),
  amount: z.string().check(z.trim(), z.regex(AMOUNT, '请输入支付金额（元，最多两位小数）')),
  payDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '请选择转账日期')),
  payerAccountName: z.string().check(z.trim(), z.minLength(1, '请输入付款户名'), z.maxLength(100, '付款户名最多100字')),
  payerBankName: z.string().check(z.maxLength(100, '开户行最多100字')),
  payerAccountNo: z.string().check(z.regex(/^\s*[\d\s]{8,32}\s*$/, '请输入正确的付款账号（8～30 位数字）')),
  payeeAccountId: z.string(),
  remark: z.string().check(z.maxLength(200, '说明最多200字')),
});

function PaymentForm({ payment, companies }: { payment: Payment | null; companies: Company[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<FileUrl[]>(payment?.files ?? []);
  const [filesError, setFilesError] = useState('');
  const form = useForm<PublicPaymentForm>({
    resolver: zodResolver(schema),
    defaultValues: payment
      ? publicFormOf(payment)
      : {
          troubleCompanyId: '',
          amount: '',
          payDate: dayjs().format('YYYY-MM-DD'),
          payerAccountName: '',
          payerBankName: '',
          payerAccountNo: '',
          payeeAccountId: '',
          remark: '',
        },
  });
  const chosenId = useWatch({ control: form.control, name: 'troubleCompanyId' });
  const company = companies.find((c) => String(c.id) === chosenId);
  const accounts = useQuery({ ...wageAccountsQuery(company?.projectId), enabled: Boolean(company) });
  // Companies that still owe (and the one being corrected).
  const owing = companies.filter((c) => (c.unpaidAmount ?? 0) > 0 || c.id === payment?.troubleCompanyId);

  const save = useMutation({
    mutationFn: (v: PublicPaymentForm) =>
      api.POST('/star/laborwagestrouble/company/public/save', { body: publicSaveBody(v, files, payment?.id ?? null) }),
    onSuccess: (env) => {
      toast.success(env.msg || '保存成功', { duration: TOAST_MS });
      void invalidateOperation(queryClient, 'listTroubleProjectPublicPayments');
      void invalidateOperation(queryClient, 'listTroublePublicPayments');
      void navigate('/wages/troublePublic');
    },
  });
  const submit = form.handleSubmit(
    (v) => {
      let ok = true;
      const amount = amountOf(v.amount) ?? 0;
      if (amount <= 0) {
        form.setError('amount', { message: '支付金额须大于 0' });
        ok = false;
      } else if (company && payment?.troubleCompanyId !== company.id && amount > (company.unpaidAmount ?? 0)) {
        form.setError('amount', { message: `不能超过该单位未支付金额 ${formatYuan(company.unpaidAmount)}` });
        ok = false;
      }
      if (dayjs(v.payDate).isAfter(dayjs(), 'day')) {
        form.setError('payDate', { message: '转账日期不能晚于今天' });
        ok = false;
      }
      if (!files.length) {
        setFilesError('请上传银行回单');
        ok = false;
      }
      if (ok) save.mutate(v);
    },
    () => {
      if (!files.length) setFilesError('请上传银行回单');
    },
  );
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      <DetailSection title="责任单位">
        <div className="grid gap-x-6 md:grid-cols-2">
          <Field
            label={<RequiredLabel>责任单位</RequiredLabel>}
            htmlFor="pp-company"
            error={errors.troubleCompanyId?.message}
          >
            <FormCombobox
              control={form.control}
              name="troubleCompanyId"
              id="pp-company"
              label="责任单位"
              required
              disabled={Boolean(payment)}
              options={owing.map((c) => ({
                value: String(c.id),
                label: `${c.companyName}（${c.period ?? ''} 未支付 ${formatYuan(c.unpaidAmount)}）`,
              }))}
              emptyLabel="请选择责任单位"
              onChange={(v) => {
                const c = companies.find((x) => String(x.id) === v);
                if (c && !form.getValues('amount')) form.setValue('amount', String(c.unpaidAmount ?? ''));
                if (c && !form.getValues('payerAccountName')) form.setValue('payerAccountName', c.companyName);
              }}
            />
          </Field>
          {company ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 self-start rounded bg-gray-50 p-3 text-sm">
              <dt className="text-gray-500">应承担</dt>
              <dd>{formatYuan(company.troubleAmount)}</dd>
              <dt className="text-gray-500">已支付</dt>
              <dd className="text-success">{formatYuan(company.paidAmount)}</dd>
              <dt className="text-gray-500">未支付</dt>
              <dd className="font-medium text-danger">{formatYuan(company.unpaidAmount)}</dd>
              <dt className="text-gray-500">支付状态</dt>
              <dd>{COMPANY_PAY_STATUS[company.payStatus ?? -1]?.label ?? '—'}</dd>
              <dt className="text-gray-500">联系人</dt>
              <dd>{[company.contactName, company.contactPhone].filter(Boolean).join(' ') || '—'}</dd>
            </dl>
          ) : null}
        </div>
      </DetailSection>
      <DetailSection title="转账信息">
        <div className="grid gap-x-6 md:grid-cols-2 xl:grid-cols-3">
          <Field
            label={<RequiredLabel>支付金额（元）</RequiredLabel>}
            htmlFor="pp-amount"
            error={errors.amount?.message}
          >
            <Input
              id="pp-amount"
              inputMode="decimal"
              aria-invalid={Boolean(errors.amount)}
              {...form.register('amount')}
            />
          </Field>
          <Field label={<RequiredLabel>转账日期</RequiredLabel>} htmlFor="pp-date" error={errors.payDate?.message}>
            <FormDatePicker control={form.control} name="payDate" id="pp-date" />
          </Field>
          <Field label="收款工资专户" htmlFor="pp-payee">
            <Select
              id="pp-payee"
              disabled={!company}
              options={(accounts.data ?? []).map((a) => ({
                value: String(a.id),
                label: `${a.accountName}（${a.bankName} ${a.accountNo}）`,
              }))}
              placeholder={company ? '项目工资专户' : '请先选择责任单位'}
              {...form.register('payeeAccountId')}
            />
          </Field>
          <Field
            label={<RequiredLabel>付款户名</RequiredLabel>}
            htmlFor="pp-payer-name"
            error={errors.payerAccountName?.message}
          >
            <Input
              id="pp-payer-name"
              aria-invalid={Boolean(errors.payerAccountName)}
              {...form.register('payerAccountName')}
            />
          </Field>
          <Field label="付款开户行" htmlFor="pp-payer-bank" error={errors.payerBankName?.message}>
            <Input id="pp-payer-bank" {...form.register('payerBankName')} />
          </Field>
          <Field
            label={<RequiredLabel>付款账号</RequiredLabel>}
            htmlFor="pp-payer-no"
            error={errors.payerAccountNo?.message}
          >
            <Input
              id="pp-payer-no"
              inputMode="numeric"
              aria-invalid={Boolean(errors.payerAccountNo)}
              {...form.register('payerAccountNo')}
            />
          </Field>
        </div>
        <Field label="说明" htmlFor="pp-remark" error={errors.remark?.message}>
          <Textarea
            id="pp-remark"
            rows={2}
            placeholder="如：支付孙海涛、刘洋 2026-10 工资"
            {...form.register('remark')}
          />
        </Field>
      </DetailSection>
      <DetailSection
        title="银行回单"
        extra={
          <UploadButton
            bizType="public_payment"
            projectId={company?.projectId}
            label="上传回单"
            onUploaded={(f) => {
              setFiles((list) => [...list, f]);
              setFilesError('');
            }}
          />
        }
      >
        {files.length ? (
          <ul className="divide-y divide-line text-sm" aria-label="已上传回单">
            {files.map((f, i) => (
              <li key={`${f.url}-${i}`} className="flex items-center gap-3 py-2">
                <FileText className="size-4 text-primary" aria-hidden />
                <a href={f.url} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
                  {f.name ?? '回单'}
                </a>
                <span className="text-xs text-muted">{formatSize(f.size)}</span>
                <Button
                  size="icon"
                  variant="ghost"
                  className="ml-auto"
                  aria-label={`移除${f.name ?? '回单'}`}
                  onClick={() => setFiles((list) => list.filter((_, j) => j !== i))}
                >
                  <X />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-3 text-center text-sm text-muted">请上传对公转账的银行回单（PDF 或图片）</p>
        )}
        <p role={filesError ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
          {filesError}
        </p>
      </DetailSection>
      <div className="flex justify-end gap-2 rounded-md bg-white p-4 shadow-sm">
        <Button onClick={() => void navigate('/wages/troublePublic')} disabled={save.isPending}>
          取消
        </Button>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? '保存中…' : '保存'}
        </Button>
      </div>
    </form>
  );
}
