// 识别反馈 (submitAiFeedback): say whether a capture was recognised right, wrong (naming the right worker) or is not
// a person of this project; the lists are re-read so the 反馈状态 shows what was sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { FormDialog } from '@/ui/form-dialog';
import { FormSelectField } from '@/ui/form-select-field';
import { FormTextField } from '@/ui/form-text-field';
import { StatusTag } from '@/ui/status-tag';
import {
  FEEDBACK_STATUS,
  FEEDBACK_TYPES,
  feedbackBody,
  feedbackSchema,
  formatPercent,
  type FeedbackForm,
} from './ai-model';
import { SnapPhoto } from './snap-photo';
import { invalidateOperation, matchOperations } from '@site/sdk/query/common';
import type { OperationId } from '@site/sdk/query/common';

/** What the dialog shows of the capture. */
export interface FeedbackTarget {
  id: number;
  snapUrl: string;
  captureTime: string;
  /** The recognised (or suspected) person, if any. */
  name?: string | null | undefined;
  similarity?: number | undefined;
  feedbackStatus?: number | undefined;
  place?: string | undefined;
}

/** The dialog's view of a capture row, `name` being who it shows as recognised or suspected. */
export function feedbackTarget(
  row: Omit<FeedbackTarget, 'name' | 'place'> & { cameraLocation?: string | undefined },
  name: string | null | undefined,
): FeedbackTarget {
  return {
    id: row.id,
    snapUrl: row.snapUrl,
    captureTime: row.captureTime,
    name,
    similarity: row.similarity,
    feedbackStatus: row.feedbackStatus,
    place: row.cameraLocation,
  };
}

/** Lists whose rows carry a 反馈状态 (re-read now if shown or kept in the tab cache). */
const LISTS: readonly OperationId[] = ['listAiFaceResults', 'listAiUnRealNameCaptures', 'listAiUnknownCaptures'];
/** 实时抓拍 is only marked stale: a hidden page must not call (it re-reads itself when shown, see onSent). */
const LIVE: readonly OperationId[] = ['listAiRealTimeCaptures'];

export function FeedbackDialog({
  target,
  onClose,
  onSent,
}: {
  target: FeedbackTarget;
  onClose: () => void;
  /** After the server accepted the feedback. */
  onSent?: () => void;
}) {
  const form = useForm<FeedbackForm>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { feedbackType: '', correctWorkerId: '', remark: '' },
  });
  const save = useSendFeedback(target.id, () => {
    onSent?.();
    onClose();
  });
  const wrong = useWatch({ control: form.control, name: 'feedbackType' }) === '2';
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`识别反馈：${target.name ?? `抓拍 ${target.id}`}`}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
      width={520}
    >
      <CaptureSummary target={target} />
      <FormSelectField
        form={form}
        name="feedbackType"
        id="ai-feedback-type"
        label="反馈结果"
        required
        options={FEEDBACK_TYPES}
        placeholder="请选择反馈结果"
      />
      {wrong ? (
        <FormTextField
          form={form}
          name="correctWorkerId"
          id="ai-feedback-worker"
          label="正确工人编号"
          required
          placeholder="请输入实际人员的工人编号"
          inputMode="numeric"
        />
      ) : null}
      <FormTextField
        form={form}
        name="remark"
        id="ai-feedback-remark"
        label="备注"
        placeholder="如：戴口罩导致相似度偏低"
        rows={0}
      />
    </FormDialog>
  );
}

/** Sends the feedback; on success the lists showing 反馈状态 are re-read (实时抓拍 only marked stale). */
function useSendFeedback(id: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: FeedbackForm) => api.POST('/bam-service/api/v1/aiResults/feedback', { body: feedbackBody(id, v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '反馈成功', { duration: TOAST_MS });
      for (const key of LISTS) void invalidateOperation(queryClient, key);
      for (const key of LIVE)
        void queryClient.invalidateQueries({ predicate: matchOperations(key), refetchType: 'none' });
      onDone();
    },
  });
}

/** The capture the feedback is about: photo, time, recognised person, place and current 反馈状态. */
function CaptureSummary({ target }: { target: FeedbackTarget }) {
  return (
    <div className="mb-2 flex gap-3 rounded bg-gray-50 p-3">
      <SnapPhoto src={target.snapUrl} alt="抓拍图" className="size-16" />
      <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-500">抓拍时间</dt>
        <dd>{target.captureTime}</dd>
        <dt className="text-gray-500">识别结果</dt>
        <dd>
          {target.name ?? '未匹配'}
          {target.similarity !== undefined ? (
            <span className="ml-2 text-gray-500">相似度 {formatPercent(target.similarity)}</span>
          ) : null}
        </dd>
        {target.place ? (
          <>
            <dt className="text-gray-500">点位</dt>
            <dd className="truncate">{target.place}</dd>
          </>
        ) : null}
        <dt className="text-gray-500">当前状态</dt>
        <dd>
          <StatusTag table={FEEDBACK_STATUS} value={target.feedbackStatus} />
        </dd>
      </dl>
    </div>
  );
}
