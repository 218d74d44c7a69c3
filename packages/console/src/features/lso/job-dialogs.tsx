// 作业许可's action dialogs (job-page.tsx): 审批 (approve → 作业中, or reject with an opinion) and 关闭 once the site is
// cleared; 申请 a new permit is in job-apply-dialog.tsx.
import { useSaveMutation } from '@/ui/save-form-dialog';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { ChoiceCards } from '@/ui/choice-cards';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { type LsoJob } from './lso-model';
import { formDialogProps } from '@/ui/form-dialog-props';

export interface ActionProps {
  job: LsoJob;
  onClose: () => void;
  onDone: () => void;
}

const approveSchema = z
  .object({
    result: z.string().check(z.minLength(1, '请选择审批结果')),
    opinion: z.string().check(z.trim(), z.maxLength(200, '审批意见最多200字')),
  })
  .check(
    z.refine((v) => v.result !== '2' || v.opinion.length > 0, { message: '驳回须填写审批意见', path: ['opinion'] }),
  );
type ApproveForm = z.infer<typeof approveSchema>;

const APPROVE_CHOICES = [
  { value: '1', label: '批准（进入作业中）' },
  { value: '2', label: '驳回' },
];

export function ApproveDialog({ job, onClose, onDone }: ActionProps) {
  const form = useForm<ApproveForm>({
    resolver: zodResolver(approveSchema),
    defaultValues: { result: '', opinion: '' },
  });
  const save = useSaveMutation(
    (v: ApproveForm) =>
      api.POST('/starSafety/lso/job/approve', {
        body: { id: job.id, result: Number(v.result) as 1 | 2, ...(v.opinion ? { opinion: v.opinion } : {}) },
      }),
    onDone,
    '审批完成',
  );
  const { errors } = form.formState;
  const result = useWatch({ control: form.control, name: 'result' });
  return (
    <FormDialog {...formDialogProps(form, save, onClose)} title={`审批作业许可：${job.jobNo}`}>
      <p className="text-sm text-gray-600">
        {job.jobTypeName} · {job.content}（{formatDate(job.planStartTime, 'minute')} 至{' '}
        {formatDate(job.planEndTime, 'minute')}）
      </p>
      <ChoiceCards
        legend="审批结果"
        options={APPROVE_CHOICES}
        chosen={result}
        register={form.register('result')}
        error={errors.result?.message}
        legendClassName="mb-1 text-sm text-gray-700"
        rowClassName="flex gap-2"
      />
      <FormTextField
        form={form}
        name="opinion"
        id="job-opinion"
        label="审批意见"
        required={result === '2'}
        rows={0}
        placeholder="如：气体检测合格，同意作业"
      />
    </FormDialog>
  );
}

const closeSchema = z.object({
  closeRemark: z.string().check(z.trim(), z.minLength(1, '请输入关闭说明'), z.maxLength(200, '关闭说明最多200字')),
});

export function CloseDialog({ job, onClose, onDone }: ActionProps) {
  const form = useForm<{ closeRemark: string }>({
    resolver: zodResolver(closeSchema),
    defaultValues: { closeRemark: '' },
  });
  const save = useSaveMutation(
    (v: { closeRemark: string }) =>
      api.POST('/starSafety/lso/job/close', { body: { id: job.id, closeRemark: v.closeRemark } }),
    onDone,
    '作业许可已关闭',
  );
  return (
    <FormDialog {...formDialogProps(form, save, onClose)} title={`关闭作业许可：${job.jobNo}`} confirmText="关闭许可">
      <p className="text-sm text-gray-600">作业完成后由监护人或安全员确认现场清理，再关闭许可。</p>
      <FormTextField
        form={form}
        name="closeRemark"
        id="job-close"
        label="关闭说明"
        required
        rows={0}
        placeholder="如：焊接完成，余火已清理，监护 30 分钟无异常"
      />
    </FormDialog>
  );
}
