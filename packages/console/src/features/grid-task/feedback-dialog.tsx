// 整改反馈 (editDangeFeedback): the rectifier reports what was done and when, with 整改后照片 uploaded through
// /pc/file/upload (biz_type trouble); the hazard goes to 待复查 (一般隐患) or into 处置审批 (较大、重大隐患).
// Used from the task detail and from 隐患处理 / 审批驳回.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { api } from '@/platform/api';
import { FormTextField } from '@/ui/form-text-field';
import { FormDialog } from '@/ui/form-dialog';
import { UploadButton } from '@/ui/upload-button';
import { FormDateField } from '@/ui/form-date-field';
import { useDialogSave } from '@/ui/use-dialog-save';
import { PhotoStrip } from './photo-strip';
import { feedbackBody, feedbackSchema, type FeedbackForm } from './grid-task-forms';

const MAX_PHOTOS = 9;

export function FeedbackDialog({
  ids,
  title = '整改反馈',
  onClose,
  onDone,
}: {
  ids: { taskId: number; troubleId: number };
  title?: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const [photos, setPhotos] = useState<string[]>([]);
  const { form, dialog } = useDialogSave<FeedbackForm>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { content: '', rectifyTime: dayjs().format('YYYY-MM-DDTHH:mm') },
    save: (v) => api.POST('/grid/ginCheckPointTaskList/editDangeFeedback', { body: feedbackBody(ids, v, photos) }),
    success: '整改反馈已提交',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} title={title} width={560}>
      <FormTextField
        form={form}
        name="content"
        id="fb-content"
        label="整改情况"
        required
        placeholder="请说明整改措施与完成情况"
        rows={4}
      />
      <FormDateField form={form} name="rectifyTime" id="fb-time" label="整改完成时间" required kind="datetime" />
      <div className="flex flex-col items-start gap-2 pb-4">
        <span className="text-sm text-gray-700">整改后照片</span>
        {photos.length ? <PhotoStrip photos={photos} label="整改后照片" /> : null}
        <UploadButton
          label="上传整改照片"
          accept=".jpg,.jpeg,.png"
          disabled={photos.length >= MAX_PHOTOS}
          upload={(file) => api.POST('/pc/file/upload', { body: { file, biz_type: 'trouble' } })}
          onUploaded={(f) => setPhotos((list) => (list.includes(f.url) ? list : [...list, f.url]))}
        />
      </div>
    </FormDialog>
  );
}
