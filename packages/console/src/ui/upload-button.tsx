// Picks one file and hands it to `upload` (a multipart call through the SDK); the answer's data goes to
// `onUploaded`. The one upload button of the console: features wrap it with their own call and accepted types.
import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { toast } from 'sonner';
import { TOAST_MS } from '@/lib/constants';
import { Button, type ButtonProps } from './button';

export function UploadButton<T>({
  upload,
  onUploaded,
  accept,
  label = '上传附件',
  disabled,
  silent,
  size = 'sm',
  variant,
  maxBytes,
}: {
  upload: (file: File) => Promise<{ msg?: string | undefined; data?: T | undefined }>;
  onUploaded: (data: T) => void;
  accept?: string;
  label?: string;
  disabled?: boolean;
  /** Leave the success toast to the caller (it saves the file and shows that answer). */
  silent?: boolean;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** Refuse bigger files before sending (a warning toast names the limit). */
  maxBytes?: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  const run = useMutation({
    mutationFn: upload,
    onSuccess: (env) => {
      if (!silent) toast.success(env.msg || '上传成功', { duration: TOAST_MS });
      if (env.data !== undefined) onUploaded(env.data);
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
        accept={accept}
        aria-label={label}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled || run.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          if (maxBytes && file.size > maxBytes) {
            toast.warning(`文件不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB`, { duration: TOAST_MS });
            e.target.value = '';
            return;
          }
          run.mutate(file);
        }}
      />
      <Button size={size} variant={variant} disabled={disabled || run.isPending} onClick={() => input.current?.click()}>
        <Upload />
        {run.isPending ? '上传中…' : label}
      </Button>
    </>
  );
}
