// Picks a file and uploads it to /star/resSysFile/fileUpload (multipart through the SDK); the answer (url, name,
// fileId, size) goes to `onUploaded`, which attaches it to its record or keeps it in a form.
import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { Button } from '@/ui/button';

export type BizType = 'trouble_voucher' | 'public_payment' | 'salary_confirm' | 'capital_source' | 'other';
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.xlsx,.xls,.doc,.docx';

export function UploadButton({
  bizType,
  projectId,
  label = '上传附件',
  onUploaded,
  disabled,
  silent,
}: {
  bizType: BizType;
  projectId?: number | undefined;
  label?: string;
  onUploaded: (file: components['schemas']['FileUrl']) => void;
  disabled?: boolean;
  /** Leave the success toast to the caller (it saves the file and shows that answer). */
  silent?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) =>
      api.POST('/star/resSysFile/fileUpload', {
        body: { file, bizType, ...(projectId ? { projectId } : {}) },
      }),
    onSuccess: (env) => {
      if (!silent) toast.success(env.msg || '上传成功', { duration: TOAST_MS });
      if (env.data) onUploaded(env.data);
    },
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-label={label}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) upload.mutate(file);
        }}
      />
      <Button size="sm" disabled={disabled || upload.isPending} onClick={() => input.current?.click()}>
        <Upload />
        {upload.isPending ? '上传中…' : label}
      </Button>
    </>
  );
}
