// 问题工资 · detail: the worker dialog and the companies section with its dialog (moved out of trouble-detail.tsx).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Plus } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { SaveFormDialog, useSaveMutation } from '@/ui/save-form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { Loading } from '@/ui/loading';
import { Money } from '@/domain/money-cell';
import { TwoLines } from '@/ui/two-lines';
import { LoadError, TD, TH } from './trouble-parts';
import { StatusTag } from '@/ui/status-tag';
import { FormCombobox } from '@/ui/form-combobox';
import {
  troubleCompanyBody,
  troubleWorkerBody,
  workerCompanies,
  type TroubleCompanyForm,
  type TroubleWorkerForm,
} from './wages-bodies';
import { troubleCompaniesQuery } from './wages-queries';
import { COMPANY_PAY_STATUS } from './wages-status';
import { invalidateOperation } from '@site/sdk/query/common';

type Worker = components['schemas']['WagesTroubleWorker'];

type Company = components['schemas']['WagesTroubleCompany'];

const workerSchema = z.object({
  troubleAmount: z.string().check(
    z.regex(/^\d+(\.\d{1,2})?$/, '请输入问题金额（最多两位小数）'),
    z.refine((v) => Number(v) > 0, '问题金额须大于 0'),
  ),
  bankName: z.string().check(z.maxLength(50, '收款银行最多50字')),
  bankCardNo: z
    .string()
    .check(z.refine((v) => v.trim() === '' || /^\d{12,19}$/.test(v.replace(/\s+/g, '')), '银行卡号应为12至19位数字')),
  failReason: z.string().check(z.maxLength(100, '问题原因最多100字')),
  remark: z.string().check(z.maxLength(200, '备注最多200字')),
});

export function WorkerDialog({ worker, onClose, onDone }: { worker: Worker; onClose: () => void; onDone: () => void }) {
  const form = useForm<TroubleWorkerForm>({
    resolver: zodResolver(workerSchema),
    defaultValues: {
      troubleAmount: String(worker.troubleAmount),
      bankName: '',
      bankCardNo: '',
      failReason: worker.failReason ?? '',
      remark: worker.remark ?? '',
    },
  });
  const save = useSaveMutation(
    (v: TroubleWorkerForm) =>
      api.POST('/star/laborwagestrouble/worker/update', { body: troubleWorkerBody(worker.id, v) }),
    onDone,
    '已修改',
  );
  return (
    <SaveFormDialog form={form} save={save} onClose={onClose} title={`修改问题工人：${worker.workerName}`} width={520}>
      <p className="text-sm text-gray-600">
        当前收款：{worker.bankName ?? '—'} <span className="tabular-nums">{worker.bankCardNo ?? ''}</span>
      </p>
      <FormTextField
        form={form}
        name="troubleAmount"
        id="tw-amount"
        label="问题金额（元）"
        inputMode="decimal"
        describedBy="tw-amount-error"
      />
      <div className="grid grid-cols-2 gap-3">
        <FormTextField
          form={form}
          name="bankName"
          id="tw-bank"
          label="新收款银行"
          placeholder="不更换请留空"
          markInvalid={false}
        />
        <FormTextField
          form={form}
          name="bankCardNo"
          id="tw-card"
          label="新银行卡号"
          inputMode="numeric"
          placeholder="不更换请留空"
          describedBy="tw-card-error"
        />
      </div>
      <FormTextField
        form={form}
        name="failReason"
        id="tw-reason"
        label="问题原因"
        placeholder="请输入问题原因"
        markInvalid={false}
      />
      <FormTextField
        form={form}
        name="remark"
        id="tw-remark"
        label="备注"
        placeholder="请输入备注"
        markInvalid={false}
      />
    </SaveFormDialog>
  );
}

/** 责任单位: the companies that bear the trouble amount (paid back by 公对公支付); added and corrected while handling. */
export function CompaniesSection({
  troubleId,
  workers,
  handling,
}: {
  troubleId: number;
  workers: readonly Worker[];
  handling: boolean;
}) {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const companies = useQuery(troubleCompaniesQuery(troubleId));
  const [editing, setEditing] = useState<Company | 'new' | null>(null);
  const canAdd = handling && perm.can('add');
  return (
    <section className="rounded-md bg-white p-4 shadow-sm" aria-labelledby="trouble-companies">
      <div className="mb-3 flex items-center gap-2">
        <h2 id="trouble-companies" className="text-base font-semibold text-gray-900">
          责任单位
          {companies.data ? (
            <span className="ml-1 text-sm font-normal text-muted">（{companies.data.length}）</span>
          ) : null}
        </h2>
        {canAdd ? (
          <Button size="sm" className="ml-auto" onClick={() => setEditing('new')}>
            <Plus />
            新增责任单位
          </Button>
        ) : null}
      </div>
      {companies.isPending ? (
        <Loading />
      ) : companies.isError ? (
        <LoadError error={companies.error} onRetry={() => void companies.refetch()} />
      ) : companies.data.length ? (
        <CompaniesTable companies={companies.data} handling={handling} canEdit={perm.can('edit')} onEdit={setEditing} />
      ) : (
        <p className="py-8 text-center text-sm text-muted">暂无责任单位</p>
      )}
      {editing ? (
        <CompanyDialog
          troubleId={troubleId}
          company={editing === 'new' ? null : editing}
          choices={workerCompanies(workers)}
          taken={(companies.data ?? []).map((c) => String(c.companyId))}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void invalidateOperation(queryClient, 'listTroubleCompanies');
            void invalidateOperation(queryClient, 'listTroubleWagesProjects');
          }}
        />
      ) : null}
    </section>
  );
}

const companySchema = z.object({
  companyId: z.string().check(z.minLength(1, '请选择责任单位')),
  troubleAmount: z.string().check(
    z.regex(/^\d+(\.\d{1,2})?$/, '请输入应承担金额（最多两位小数）'),
    z.refine((v) => Number(v) > 0, '应承担金额须大于 0'),
  ),
  contactName: z.string().check(z.maxLength(20, '联系人最多20字')),
  contactPhone: z
    .string()
    .check(z.refine((v) => v.trim() === '' || /^1[3-9]\d{9}$|^0\d{2,3}-?\d{7,8}$/.test(v.trim()), '联系电话格式错误')),
  remark: z.string().check(z.maxLength(200, '备注最多200字')),
});

function CompanyDialog({
  troubleId,
  company,
  choices,
  taken,
  onClose,
  onDone,
}: {
  troubleId: number;
  company: Company | null;
  choices: { value: string; label: string }[];
  /** Companies already listed: one record names a company once. */
  taken: string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<TroubleCompanyForm>({
    resolver: zodResolver(companySchema),
    defaultValues: {
      companyId: company ? String(company.companyId) : '',
      troubleAmount: company ? String(company.troubleAmount) : '',
      contactName: company?.contactName ?? '',
      contactPhone: company?.contactPhone ?? '',
      remark: '',
    },
  });
  const save = useSaveMutation(
    (v: TroubleCompanyForm) =>
      company
        ? api.POST('/star/laborwagestrouble/company/update', {
            body: { id: company.id, ...troubleCompanyBody(troubleId, v) },
          })
        : api.POST('/star/laborwagestrouble/company/save', { body: troubleCompanyBody(troubleId, v) }),
    onDone,
    '保存成功',
  );
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={company ? `修改责任单位：${company.companyName}` : '新增责任单位'}
      width={520}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => {
        if (!company && taken.includes(v.companyId)) {
          form.setError('companyId', { message: '该单位已是本记录的责任单位' });
          return;
        }
        save.mutate(v);
      })}
    >
      <CompanyFields form={form} company={company} choices={choices} />
    </FormDialog>
  );
}

interface CompanyRowProps {
  handling: boolean;
  canEdit: boolean;
  onEdit: (c: Company) => void;
}

function CompaniesTable({ companies, handling, canEdit, onEdit }: CompanyRowProps & { companies: readonly Company[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="bg-gray-50 text-gray-600">
            <th className={TH}>单位</th>
            <th className={TH}>联系人</th>
            <th className={TH}>涉及工人</th>
            <th className={TH}>应承担（元）</th>
            <th className={TH}>已支付（元）</th>
            <th className={TH}>未支付（元）</th>
            <th className={TH}>支付状态</th>
            {handling ? <th className={TH}>操作</th> : null}
          </tr>
        </thead>
        <tbody>
          {companies.map((c) => (
            <CompanyRow key={c.id} c={c} handling={handling} canEdit={canEdit} onEdit={onEdit} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CompanyRow({ c, handling, canEdit, onEdit }: CompanyRowProps & { c: Company }) {
  return (
    <tr className="hover:bg-gray-50">
      <td className={TD}>
        <TwoLines className="min-w-48" main={c.companyName} sub={c.companyType} />
      </td>
      <td className={TD}>
        <TwoLines
          className="min-w-28"
          main={<span className="font-normal text-gray-700">{c.contactName || '—'}</span>}
          sub={<span className="tabular-nums">{c.contactPhone}</span>}
        />
      </td>
      <td className={`${TD} whitespace-nowrap tabular-nums`}>{c.workerCount ?? 0} 人</td>
      <td className={TD}>
        <span className="font-semibold text-gray-900">
          <Money value={c.troubleAmount} />
        </span>
      </td>
      <td className={TD}>
        <Money value={c.paidAmount} tone={c.paidAmount ? 'success' : 'muted'} />
      </td>
      <td className={TD}>
        <Money value={c.unpaidAmount} tone={c.unpaidAmount ? 'danger' : 'muted'} />
      </td>
      <td className={TD}>
        <StatusTag table={COMPANY_PAY_STATUS} value={c.payStatus} />
      </td>
      {handling ? (
        <td className={TD}>
          {canEdit && c.payStatus !== 3 ? (
            <Button size="sm" variant="link" onClick={() => onEdit(c)}>
              修改
            </Button>
          ) : (
            <span className="text-muted">—</span>
          )}
        </td>
      ) : null}
    </tr>
  );
}

function CompanyFields({
  form,
  company,
  choices,
}: {
  form: UseFormReturn<TroubleCompanyForm>;
  company: Company | null;
  choices: { value: string; label: string }[];
}) {
  const { errors } = form.formState;
  return (
    <>
      {company ? (
        <p className="text-sm text-gray-600">单位：{company.companyName}</p>
      ) : (
        <Field label="责任单位" htmlFor="tc-company" error={errors.companyId?.message}>
          <FormCombobox
            control={form.control}
            name="companyId"
            id="tc-company"
            label="责任单位"
            options={choices}
            required
          />
        </Field>
      )}
      <FormTextField form={form} name="troubleAmount" id="tc-amount" label="应承担金额（元）" inputMode="decimal" />
      <div className="grid grid-cols-2 gap-3">
        <FormTextField
          form={form}
          name="contactName"
          id="tc-contact"
          label="联系人"
          placeholder="请输入联系人"
          markInvalid={false}
        />
        <FormTextField
          form={form}
          name="contactPhone"
          id="tc-phone"
          label="联系电话"
          inputMode="tel"
          placeholder="请输入联系电话"
        />
      </div>
      <FormTextField
        form={form}
        name="remark"
        id="tc-remark"
        label="备注"
        placeholder="请输入备注"
        markInvalid={false}
      />
    </>
  );
}
