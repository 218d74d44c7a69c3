// 上传凭证 of one trouble worker: the files go first to /star/resSysFile/fileUpload (bizType trouble_voucher), then
// the voucher (amount, date, way, the uploaded files) is saved with worker/voucher/save. A refused save keeps the
// form and the uploaded files.
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Paperclip, Upload, X } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { Button } from '@/ui/button';
import { FormSelectField } from '@/ui/form-select-field';
import { FormDialog } from '@/ui/form-dialog';
import { useSaveMutation } from '@/ui/save-form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { FormDateField } from '@/ui/form-date-field';
import { formatYuan } from '@/domain/money';
import { voucherBody, type VoucherForm } from './trouble-bodies';
import { PAY_WAY, optionsOf } from './wages-status';

type Worker = components['schemas']['WagesTroubleWorker'];
type FileUrl = components['schemas']['FileUrl'];

const ACCEPT = '.pdf,.jpg,.jpeg,.png';

const schema = z.object({
  payAmount: z.string().check(
    z.regex(/^\d+(\.\d{1,2})?$/, '请输入支付金额（最多两位小数）'),
    z.refine((v) => Number(v) > 0, '支付金额须大于 0'),
  ),
  payDate: z.string().check(z.minLength(1, '请选择支付日期')),
  payWay: z.string().check(z.minLength(1, '请选择支付方式')),
  remark: z.string().check(z.maxLength(200, '说明最多200字')),
});

export function VoucherDialog({
  worker,
  onClose,
  onDone,
}: {
  worker: Worker;
  onClose: () => void;
  onDone: () => void;
}) {
  const attach = useVoucherFiles(worker.projectId);
  const { files, upload } = attach;
  const due = Math.round((worker.troubleAmount - (worker.handledAmount ?? 0)) * 100) / 100;
  const form = useForm<VoucherForm>({
    resolver: zodResolver(schema),
    defaultValues: { payAmount: due > 0 ? String(due) : '', payDate: '', payWay: '1', remark: '' },
  });
  const save = useSaveMutation(
    (v: VoucherForm) =>
      api.POST('/star/laborwagestrouble/worker/voucher/save', { body: voucherBody(worker.id, v, files) }),
    onDone,
    '保存成功',
  );
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`上传支付凭证：${worker.workerName}`}
      width={560}
      submitting={save.isPending || upload.isPending}
      onSubmit={form.handleSubmit((v) => {
        if (!files.length) {
          attach.setFileError('请上传凭证文件');
          return;
        }
        save.mutate(v);
      })}
    >
      <p className="text-sm text-gray-600">
        {worker.companyName ?? ''} · 问题金额 {formatYuan(worker.troubleAmount)}
        {worker.failReason ? ` · ${worker.failReason}` : ''}
      </p>
      <VoucherFields form={form} />
      <VoucherFiles {...attach} />
    </FormDialog>
  );
}

/** The voucher's files: each chosen file is uploaded at once and listed; one can be removed before saving. */
function useVoucherFiles(projectId: Worker['projectId']) {
  const [files, setFiles] = useState<FileUrl[]>([]);
  const [fileError, setFileError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) =>
      api.POST('/star/resSysFile/fileUpload', {
        body: { file, bizType: 'trouble_voucher', ...(projectId ? { projectId } : {}) },
      }),
    onSuccess: (env) => {
      const uploaded = env.data;
      if (uploaded) {
        setFiles((list) => [...list, uploaded]);
        setFileError('');
      }
    },
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  return { files, setFiles, fileError, setFileError, input, upload };
}

function VoucherFields({ form }: { form: UseFormReturn<VoucherForm> }) {
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <FormTextField form={form} name="payAmount" id="tv-amount" label="支付金额（元）" inputMode="decimal" />
        <FormDateField form={form} name="payDate" id="tv-date" label="支付日期" />
      </div>
      <FormSelectField
        form={form}
        name="payWay"
        id="tv-way"
        label="支付方式"
        options={optionsOf(PAY_WAY).map((o) => ({ value: String(o.value), label: o.label }))}
        markInvalid={false}
      />
      <FormTextField
        form={form}
        name="remark"
        id="tv-remark"
        label="说明"
        placeholder="请输入说明"
        markInvalid={false}
      />
    </>
  );
}

function VoucherFiles({ files, setFiles, fileError, input, upload }: ReturnType<typeof useVoucherFiles>) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <span className="text-sm text-gray-700">凭证文件</span>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          aria-label="选择凭证文件"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
          }}
        />
        <Button size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
          <Upload />
          {upload.isPending ? '上传中…' : '上传文件'}
        </Button>
      </div>
      {files.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="已上传文件">
          {files.map((f, i) => (
            <li key={f.fileId ?? f.url} className="flex items-center gap-1 rounded bg-gray-50 px-2 py-1 text-xs">
              <Paperclip className="size-3 text-muted" aria-hidden />
              {f.name ?? '凭证文件'}
              <button
                type="button"
                aria-label={`移除 ${f.name ?? '凭证文件'}`}
                className="rounded p-0.5 text-gray-500 hover:bg-gray-200"
                onClick={() => setFiles((list) => list.filter((_, j) => j !== i))}
              >
                <X className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {fileError ? (
        <p role="alert" className="text-xs text-danger">
          {fileError}
        </p>
      ) : null}
    </div>
  );
}
