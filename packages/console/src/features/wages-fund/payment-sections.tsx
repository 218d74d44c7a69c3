// The three sections of 对公支付凭证上传's form: 责任单位 (with what it owes), 转账信息 and 银行回单.
import { X } from 'lucide-react';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import { Field, RequiredLabel } from '@/ui/field';
import { FormTextField } from '@/ui/form-text-field';
import { FormDateField } from '@/ui/form-date-field';
import { Select } from '@/ui/select';
import { FormCombobox } from '@/ui/form-combobox';
import { COMPANY_PAY_STATUS } from './fund-status';
import { formatYuan } from '@/domain/money';
import { UploadButton } from './upload-button';
import type { components } from '@site/sdk';
import type { usePaymentForm } from './use-payment-form';
import { FileLine } from './file-line';

type Payment = ReturnType<typeof usePaymentForm>;
type Company = components['schemas']['WagesTroubleCompany'];

export function PaymentCompanySection({
  p,
  companies,
  editing,
}: {
  p: Payment;
  companies: Company[];
  editing: boolean;
}) {
  const { form, company, owing } = p;
  const { errors } = form.formState;
  return (
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
            disabled={editing}
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
  );
}

export function PaymentTransferSection({ p }: { p: Payment }) {
  const { form, company, accounts } = p;
  return (
    <DetailSection title="转账信息">
      <div className="grid gap-x-6 md:grid-cols-2 xl:grid-cols-3">
        <FormTextField form={form} name="amount" id="pp-amount" label="支付金额（元）" required inputMode="decimal" />
        <FormDateField form={form} name="payDate" id="pp-date" label="转账日期" required />
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
        <FormTextField form={form} name="payerAccountName" id="pp-payer-name" label="付款户名" required />
        <FormTextField form={form} name="payerBankName" id="pp-payer-bank" label="付款开户行" markInvalid={false} />
        <FormTextField
          form={form}
          name="payerAccountNo"
          id="pp-payer-no"
          label="付款账号"
          required
          inputMode="numeric"
        />
      </div>
      <FormTextField
        form={form}
        name="remark"
        id="pp-remark"
        label="说明"
        rows={2}
        placeholder="如：支付孙海涛、刘洋 2026-10 工资"
        markInvalid={false}
      />
    </DetailSection>
  );
}

export function PaymentReceiptsSection({ p }: { p: Payment }) {
  const { company, files, setFiles, filesError, setFilesError } = p;
  return (
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
              <FileLine file={f} fallback="回单" />
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
  );
}
