// The four handling actions of a complaint (001 §4): 受理, 办结, 终止, 下发. Each dialog asks what the call needs,
// keeps what was typed when refused, shows the server's message as a toast and refreshes every complaint read.
import { useMemo } from 'react';
import { useSaveMutation } from '@/ui/save-form-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { api } from '@/platform/api';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { FormSelectField } from '@/ui/form-select-field';
import { FormComboboxField } from '@/ui/form-combobox-field';
import { FormFields, type FormFieldSpec } from '@/ui/form-fields';
import {
  DEAL_RESULTS,
  LEVELS,
  dealBody,
  isWageComplaint,
  optionsOf,
  orgsOfLevel,
  passDownBody,
  passDownLevels,
  type DealForm,
  type PassDownForm,
} from './complaint-model';
import { COMPLAINT_KEYS, orgTreeQuery } from './complaint-queries';
import { invalidateOperation } from '@site/sdk/query/common';
import { formDialogProps } from '@/ui/form-dialog-props';

export type HandleAction = 'accept' | 'deal' | 'terminate' | 'passDown';

export interface HandleTarget {
  id: number;
  complaintNo: string;
  complaintType?: number | undefined;
  level: number;
}

interface DialogProps {
  target: HandleTarget;
  onClose: () => void;
}

/** The save call of a handling dialog: on success its toast, the dialog closed and every complaint read refreshed. */
function useHandleSave<V>(run: (values: V) => Promise<{ msg?: string | null }>, onClose: () => void, done: string) {
  const queryClient = useQueryClient();
  return useSaveMutation(
    run,
    () => {
      onClose();
      for (const key of COMPLAINT_KEYS) void invalidateOperation(queryClient, key);
    },
    done,
  );
}

export function HandleDialog({ action, ...props }: DialogProps & { action: HandleAction }) {
  if (action === 'accept') return <AcceptDialog {...props} />;
  if (action === 'deal') return <DealDialog {...props} />;
  if (action === 'terminate') return <TerminateDialog {...props} />;
  return <PassDownDialog {...props} />;
}

const acceptSchema = z.object({ comment: z.string().check(z.maxLength(200, '受理意见最多200字')) });

function AcceptDialog({ target, onClose }: DialogProps) {
  const form = useForm<{ comment: string }>({ resolver: zodResolver(acceptSchema), defaultValues: { comment: '' } });
  const save = useHandleSave(
    (v: { comment: string }) =>
      api.POST('/orgdept/complaint/accept', {
        body: { id: target.id, ...(v.comment.trim() ? { comment: v.comment.trim() } : {}) },
      }),
    onClose,
    '已受理',
  );
  return (
    <FormDialog {...formDialogProps(form, save, onClose)} title={`受理投诉：${target.complaintNo}`} confirmText="受理">
      <p className="text-sm text-gray-600">受理后投诉进入“处理中”，由本级处理岗位办结或下发。</p>
      <FormTextField
        form={form}
        name="comment"
        id="accept-comment"
        label="受理意见"
        rows={0}
        placeholder="如：已联系参建单位核实"
        markInvalid={false}
      />
    </FormDialog>
  );
}

const dealSchema = z.object({
  dealResult: z.string().check(z.minLength(1, '请选择办结结果')),
  dealContent: z.string().check(z.trim(), z.minLength(1, '请输入办结说明'), z.maxLength(500, '办结说明最多500字')),
  paidAmount: z.string().check(z.regex(/^(\d+(\.\d{1,2})?)?$/, '请输入金额，最多两位小数')),
});

const RESULT_OPTIONS = optionsOf(DEAL_RESULTS);

/** 办结结果 and 办结说明 (ids deal-…). */
const DEAL_FIELDS: FormFieldSpec<DealForm>[] = [
  { as: 'select', name: 'dealResult', id: 'result', label: '办结结果', required: true, options: RESULT_OPTIONS },
  { name: 'dealContent', id: 'content', label: '办结说明', required: true, rows: 4, placeholder: '处理经过与结果' },
];

/** 已协调支付金额, asked of a wage complaint only. */
const PAID_FIELD: FormFieldSpec<DealForm> = {
  name: 'paidAmount',
  id: 'paid',
  label: '已协调支付金额（元）',
  inputMode: 'decimal',
  placeholder: '如 3150.00',
};

function DealDialog({ target, onClose }: DialogProps) {
  const form = useForm<DealForm>({
    resolver: zodResolver(dealSchema),
    defaultValues: { dealResult: '', dealContent: '', paidAmount: '' },
  });
  const save = useHandleSave(
    (v: DealForm) => api.POST('/orgdept/complaint/deal', { body: dealBody(target.id, v, target.complaintType) }),
    onClose,
    '已办结',
  );
  return (
    <FormDialog
      {...formDialogProps(form, save, onClose)}
      width={560}
      title={`办结投诉：${target.complaintNo}`}
      confirmText="办结"
    >
      <p className="text-sm text-gray-600">办结后系统短信通知投诉人并发起回访。</p>
      <FormFields
        form={form}
        idPrefix="deal-"
        fields={isWageComplaint(target.complaintType) ? [...DEAL_FIELDS, PAID_FIELD] : DEAL_FIELDS}
      />
    </FormDialog>
  );
}

const terminateSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, '请输入终止原因'), z.maxLength(200, '终止原因最多200字')),
});

function TerminateDialog({ target, onClose }: DialogProps) {
  const form = useForm<{ reason: string }>({ resolver: zodResolver(terminateSchema), defaultValues: { reason: '' } });
  const save = useHandleSave(
    (v: { reason: string }) =>
      api.POST('/orgdept/complaint/terminate', { body: { id: target.id, reason: v.reason.trim() } }),
    onClose,
    '已终止',
  );
  return (
    <FormDialog {...formDialogProps(form, save, onClose)} title={`终止投诉：${target.complaintNo}`} confirmText="终止">
      <p className="text-sm text-gray-600">终止后投诉不再处理（重复投诉、恶意投诉、投诉人撤回等），请写明原因。</p>
      <FormTextField form={form} name="reason" id="terminate-reason" label="终止原因" required rows={0} />
    </FormDialog>
  );
}

const passDownSchema = z.object({
  targetLevel: z.string().check(z.minLength(1, '请选择下发层级')),
  targetOrgId: z.string().check(z.minLength(1, '请选择下发组织')),
  deadline: z.string(),
  comment: z.string().check(z.maxLength(200, '下发意见最多200字')),
});

function PassDownDialog({ target, onClose }: DialogProps) {
  const levels = passDownLevels(target.level);
  const form = useForm<PassDownForm>({
    resolver: zodResolver(passDownSchema),
    defaultValues: {
      targetLevel: levels.length === 1 ? String(levels[0]) : '',
      targetOrgId: '',
      deadline: '',
      comment: '',
    },
  });
  const tree = useQuery(orgTreeQuery());
  const level = Number(useWatch({ control: form.control, name: 'targetLevel' }));
  const orgs = useMemo(() => (level ? orgsOfLevel(tree.data ?? [], level) : []), [tree.data, level]);
  const save = useHandleSave(
    (v: PassDownForm) => api.POST('/orgdept/complaint/passDown', { body: passDownBody(target.id, v) }),
    onClose,
    '已下发',
  );
  return (
    <FormDialog
      {...formDialogProps(form, save, onClose)}
      width={560}
      title={`下发投诉：${target.complaintNo}`}
      confirmText="下发"
    >
      <p className="text-sm text-gray-600">下发后由目标层级重新受理，本级可跟踪处理进度。</p>
      <div className="grid grid-cols-2 gap-x-4">
        <FormSelectField
          form={form}
          name="targetLevel"
          id="pass-level"
          label="下发层级"
          required
          options={levels.map((l) => ({ value: String(l), label: LEVELS[l] ?? String(l) }))}
          registerOptions={{ onChange: () => form.setValue('targetOrgId', '') }}
        />
        <FormComboboxField
          form={form}
          name="targetOrgId"
          id="pass-org"
          label="下发组织"
          options={orgs}
          emptyLabel={level ? '请选择' : '请先选择层级'}
          required
        />
      </div>
      <FormFields
        form={form}
        idPrefix="pass-"
        fields={[
          { as: 'date', name: 'deadline', label: '要求办结时限', kind: 'datetime' },
          {
            name: 'comment',
            label: '下发意见',
            rows: 0,
            placeholder: '如：请项目部 2 日内核实并答复',
            markInvalid: false,
          },
        ]}
      />
    </FormDialog>
  );
}
