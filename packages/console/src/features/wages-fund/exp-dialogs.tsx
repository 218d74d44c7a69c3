// The forms of 工资支出确认: confirm or send back a company (confirm), correct a decision (updateconfirm, with its
// reason), set the status of several companies (updatestatus), and report a company's or team's output.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { FormSelectField } from '@/ui/form-select-field';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { RadioRow } from '@/ui/radio-row';
import { useSaveMutation } from '@/ui/save-form-dialog';
import { useDialogSave } from '@/ui/use-dialog-save';
import { expConfirmBody, type ExpConfirmForm } from './fund-bodies';
import { COMPANY_CONFIRM_STATUS, optionsOf } from './fund-status';
import { formatYuan } from '@/domain/money';

type Company = components['schemas']['WagesExpCompany'];

const confirmSchema = z.object({
  confirmStatus: z.enum(['2', '3']),
  opinion: z.string().check(z.maxLength(500, '意见最多500字')),
  reason: z.string().check(z.maxLength(500, '原因最多500字')),
});

const CONFIRM_CHOICES = [
  { value: '2', label: '确认' },
  { value: '3', label: '退回' },
];

/** 确认 (first decision) or 更正 (correcting = true: updateconfirm, a reason is required). */
export function ConfirmCompanyDialog({
  company,
  correcting,
  onClose,
  onDone,
}: {
  company: Company;
  correcting: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<ExpConfirmForm>({
    resolver: zodResolver(confirmSchema),
    defaultValues: {
      confirmStatus: correcting && company.confirmStatus === 2 ? '3' : '2',
      opinion: '',
      reason: '',
    },
  });
  const result = useWatch({ control: form.control, name: 'confirmStatus' });
  const save = useSaveMutation(
    (v: ExpConfirmForm) => {
      const body = expConfirmBody(company, v, correcting);
      return correcting
        ? api.POST('/star/salaryExpCompanyList/updateconfirm', { body })
        : api.POST('/star/salaryExpCompanyList/confirm', { body });
    },
    onDone,
    '操作成功',
  );
  const submit = form.handleSubmit((v) => {
    let ok = true;
    if (v.confirmStatus === '3' && !v.opinion.trim()) {
      form.setError('opinion', { message: '退回时请填写意见' });
      ok = false;
    }
    if (correcting && !v.reason.trim()) {
      form.setError('reason', { message: '请填写更正原因' });
      ok = false;
    }
    if (ok) save.mutate(v);
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`${correcting ? '更正确认结果' : '确认预结算'}：${company.companyName}`}
      submitting={save.isPending}
      onSubmit={submit}
      width={520}
    >
      <CompanyAmounts company={company} />
      <RadioRow
        legend="结果"
        legendClassName="sr-only"
        className="flex gap-6 py-1 text-sm"
        options={CONFIRM_CHOICES}
        register={form.register('confirmStatus')}
      />
      <FormTextField
        form={form}
        name="opinion"
        id="exp-opinion"
        label="意见"
        required={result === '3'}
        rows={3}
        placeholder={result === '3' ? '请说明退回原因' : '如：与考勤核对一致，同意'}
      />
      {correcting ? <FormTextField form={form} name="reason" id="exp-reason" label="更正原因" required /> : null}
    </FormDialog>
  );
}

function CompanyAmounts({ company }: { company: Company }) {
  return (
    <dl className="grid grid-cols-2 gap-2 rounded bg-gray-50 p-3 text-sm">
      <dt className="text-gray-500">应发</dt>
      <dd>{formatYuan(company.payableAmount)}</dd>
      <dt className="text-gray-500">扣款 / 已发</dt>
      <dd>
        {formatYuan(company.deductAmount)} / {formatYuan(company.paidAmount)}
      </dd>
      <dt className="text-gray-500">未发</dt>
      <dd className="font-medium text-danger">{formatYuan(company.unpaidAmount)}</dd>
    </dl>
  );
}

const statusSchema = z.object({
  status: z.string().check(z.regex(/^[0-3]$/, '请选择目标状态')),
  reason: z.string().check(z.trim(), z.minLength(1, '请填写调整原因'), z.maxLength(200, '原因最多200字')),
});
type StatusForm = z.infer<typeof statusSchema>;

/** 调整状态 of the chosen companies (updatestatus). */
export function CompanyStatusDialog({
  companies,
  onClose,
  onDone,
}: {
  companies: Company[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { form, dialog } = useDialogSave<StatusForm>({
    resolver: zodResolver(statusSchema),
    defaultValues: { status: '', reason: '' },
    save: (v) =>
      api.POST('/star/salaryExpCompanyList/updatestatus', {
        body: { ids: companies.map((c) => c.id), status: Number(v.status) as 0 | 1 | 2 | 3, reason: v.reason },
      }),
    success: '状态已调整',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} title={`调整状态（${companies.length} 家单位）`}>
      <p className="text-sm text-gray-600">{companies.map((c) => c.companyName).join('、')}</p>
      <FormSelectField
        form={form}
        name="status"
        id="exp-status"
        label="目标状态"
        required
        options={optionsOf(COMPANY_CONFIRM_STATUS)}
      />
      <FormTextField form={form} name="reason" id="exp-status-reason" label="调整原因" required rows={2} />
    </FormDialog>
  );
}
