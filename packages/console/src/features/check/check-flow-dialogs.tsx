// The two steps of a check's life (001 §4 "Check: reply, then verify"): the project replies problem by problem
// (1 待回复 / 4 复核退回 → 2 待复核), then the checking side verifies: 通过 closes it (3), 退回 sends it back (4).
// Both ask for a confirmation before the call; the dialogs stay open (keeping what was typed) when it fails.
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { toast } from 'sonner';
import { TOAST_MS } from '@/lib/constants';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { FormDialog } from '@/ui/form-dialog';
import { Loading } from '@/ui/loading';
import { StatusTag } from '@/ui/status-tag';
import {
  TROUBLE_LEVEL,
  replyBody,
  verifyBody,
  type CheckProblem,
  type ReplyBody,
  type VerifyBody,
} from './check-model';
import { Files } from './check-parts';
import { StepNoteField, useConfirmedSave } from './confirmed-save';

type Result = Promise<{ msg?: string | null }>;

const replySchema = z.object({
  reply_content: z.string().check(z.maxLength(1000, '总体回复最多1000字')),
  problems: z.array(
    z.object({
      problem_id: z.number(),
      reply_content: z.string().check(z.trim(), z.minLength(1, '请填写整改情况'), z.maxLength(500, '最多500字')),
    }),
  ),
});
type ReplyForm = z.infer<typeof replySchema>;

export function ReplyDialog({
  id,
  title,
  problems,
  loading,
  submit,
  onClose,
  onDone,
}: {
  id: number;
  title: string;
  problems: readonly CheckProblem[] | undefined;
  loading: boolean;
  submit: (body: ReplyBody) => Result;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<ReplyForm>({
    resolver: zodResolver(replySchema),
    values: {
      reply_content: '',
      problems: (problems ?? []).map((p) => ({ problem_id: p.id, reply_content: p.reply_content ?? '' })),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'problems' });
  const { ask, submitting, confirm } = useConfirmedSave(
    (v: ReplyForm) => submit(replyBody(id, v.reply_content, v.problems)),
    (env) => {
      toast.success(env.msg || '回复已提交', { duration: TOAST_MS });
      onDone();
    },
  );
  return (
    <>
      <FormDialog
        open
        width={720}
        onOpenChange={(o) => !o && onClose()}
        title={title}
        confirmText="提交回复"
        submitting={submitting}
        onSubmit={form.handleSubmit(ask)}
      >
        {loading ? (
          <Loading />
        ) : (
          <div className="flex max-h-[55vh] flex-col gap-2 overflow-y-auto pr-1">
            {fields.map((f, i) => {
              const p = problems?.[i];
              return (
                <div key={f.id} className="rounded border border-line p-3">
                  <div className="mb-1 flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-medium">问题 {i + 1}</span>
                    <StatusTag table={TROUBLE_LEVEL} value={p?.trouble_level} fallback={p?.level_name} />
                    <span className="text-gray-500">{p?.category_name}</span>
                  </div>
                  <p className="mb-2 text-sm text-gray-800">{p?.content}</p>
                  {p?.photos?.length ? (
                    <div className="mb-2">
                      <Files urls={p.photos} label={`问题 ${i + 1} 照片`} />
                    </div>
                  ) : null}
                  <FormTextField
                    form={form}
                    name={`problems.${i}.reply_content`}
                    id={`reply-${i}`}
                    label="整改情况"
                    required
                    rows={2}
                    placeholder="请填写整改情况"
                  />
                </div>
              );
            })}
            <FormTextField
              form={form}
              name="reply_content"
              id="reply-overall"
              label="总体回复"
              placeholder="整改总体情况（选填）"
              rows={2}
              markInvalid={false}
            />
          </div>
        )}
      </FormDialog>
      <ConfirmDialog {...confirm} title="提交回复" message="确定提交整改回复？提交后进入待复核，不能再修改。" />
    </>
  );
}

const verifySchema = z.object({ opinion: z.string().check(z.trim(), z.maxLength(500, '复核意见最多500字')) });
type VerifyForm = z.infer<typeof verifySchema>;

/** 复核: 通过 (result 1) or 退回 (result 2, an opinion is required so the project knows what to redo). */
export function VerifyDialog({
  id,
  name,
  result,
  problems,
  submit,
  onClose,
  onDone,
}: {
  id: number;
  name: string;
  result: 1 | 2;
  problems: readonly CheckProblem[] | undefined;
  submit: (body: VerifyBody) => Result;
  onClose: () => void;
  onDone: () => void;
}) {
  const pass = result === 1;
  const form = useForm<VerifyForm>({
    resolver: zodResolver(verifySchema),
    defaultValues: { opinion: pass ? '整改到位，同意闭环' : '' },
  });
  const { ask, submitting, confirm } = useConfirmedSave(
    (v: VerifyForm) => submit(verifyBody(id, result, v.opinion, problems ?? [])),
    (env) => {
      toast.success(env.msg || (pass ? '已复核通过' : '已退回'), { duration: TOAST_MS });
      onDone();
    },
  );
  return (
    <>
      <FormDialog
        open
        onOpenChange={(o) => !o && onClose()}
        title={`${pass ? '复核通过' : '复核退回'}：${name}`}
        confirmText={pass ? '通过' : '退回'}
        submitting={submitting}
        onSubmit={form.handleSubmit((v) => {
          if (!pass && !v.opinion) {
            form.setError('opinion', { message: '请填写退回原因' });
            return;
          }
          ask(v);
        })}
      >
        <p className="text-sm text-gray-600">
          {pass ? '通过后检查单闭环（复核通过）。' : '退回后项目需按意见重新整改并回复。'}
        </p>
        <StepNoteField
          optional={pass}
          optionalLabel="复核意见"
          requiredLabel="退回原因"
          id="verify-opinion"
          form={form}
          name="opinion"
        />
      </FormDialog>
      <ConfirmDialog
        {...confirm}
        title={pass ? '复核通过' : '复核退回'}
        message={pass ? `确定复核通过「${name}」并闭环？` : `确定退回「${name}」，要求项目重新整改？`}
      />
    </>
  );
}
