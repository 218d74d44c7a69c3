// Uploads a wages file to /star/resSysFile/fileUpload (multipart through the SDK) with the shared upload button;
// the answer (url, name, fileId, size) goes to `onUploaded`, which attaches it to its record or keeps it in a form.
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { UploadButton as SharedUploadButton } from '@/ui/upload-button';

export type BizType = 'trouble_voucher' | 'public_payment' | 'salary_confirm' | 'capital_source' | 'other';
const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.xlsx,.xls,.doc,.docx';

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
  return (
    <SharedUploadButton
      upload={(file) =>
        api.POST('/star/resSysFile/fileUpload', {
          body: { file, bizType, ...(projectId ? { projectId } : {}) },
        })
      }
      onUploaded={onUploaded}
      accept={UPLOAD_ACCEPT}
      label={label}
      disabled={disabled}
      silent={silent}
    />
  );
}
