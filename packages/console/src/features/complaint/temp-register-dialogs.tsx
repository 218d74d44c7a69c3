// The dialogs of 临时人脸登记 (temp-register-page.tsx): 详情, 通过 with a validity of at most 7 days, 驳回 with a reason.
import { useMemo } from 'react';
import { useSaveMutation } from '@/ui/save-form-dialog';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { DetailSection } from '@/ui/detail-page';
import { FormDialog } from '@/ui/form-dialog';
import { FormFields } from '@/ui/form-fields';
import { Loading } from '@/ui/loading';
import { StatusTag, Tag } from '@/ui/status-tag';
import { FormTextField } from '@/ui/form-text-field';
import { ViewDialog } from '@/ui/view-dialog';
import { TEMP_STATUS, validToProblem, type TempRegister } from './complaint-model';
import { tempRegisterDetailQuery } from './complaint-queries';
import type { Pending } from './temp-register-columns';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { LoadFailed } from '@/ui/retry-failed';
import { formDialogProps } from '@/ui/form-dialog-props';

function TempDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useQuery(tempRegisterDetailQuery(id));
  const d = detail.data;
  return (
    <ViewDialog title="临时人脸登记详情" onClose={onClose} width={720}>
      {detail.isPending ? (
        <Loading />
      ) : !d ? (
        <LoadFailed className="justify-center py-6" error={detail.error} fallback="登记详情加载失败" />
      ) : (
        <div className="flex flex-col gap-3">
          {d.blacklistHit ? (
            <p role="alert" className="rounded bg-danger/10 px-3 py-2 text-sm text-danger">
              该人员命中工人黑名单，请谨慎审核。
            </p>
          ) : null}
          <DetailSection
            title="登记信息"
            columns={2}
            className="p-0 shadow-none"
            items={[
              { label: '姓名', value: d.name },
              { label: '状态', value: <StatusTag table={TEMP_STATUS} value={d.status} /> },
              { label: '身份证号', value: d.idCard ?? '—' },
              { label: '手机号', value: d.mobile ?? '—' },
              { label: '项目', value: d.projectName ?? '—' },
              { label: '所属单位', value: d.companyName ?? '—' },
              { label: '班组', value: d.teamName ?? '—' },
              { label: '工种', value: d.workType ?? '—' },
              { label: '登记闸机', value: d.deviceName ?? '—' },
              { label: '登记时间', value: formatDate(d.registerTime, 'dateTime') },
              { label: '有效期', value: `${formatDate(d.validFrom)} 至 ${formatDate(d.validTo)}` },
              { label: '通行次数', value: `${d.passCount ?? 0} 次` },
              { label: '最近通行', value: formatDate(d.lastPassTime, 'dateTime') },
              {
                label: '黑名单',
                value: d.blacklistHit ? (
                  <Tag tag={{ label: '命中', tone: 'danger' }} />
                ) : (
                  <Tag tag={{ label: '未命中', tone: 'success' }} />
                ),
              },
              { label: '进场事由', value: d.reason ?? '—', wide: true },
              { label: '审核人', value: d.auditorName ?? '—' },
              { label: '审核时间', value: formatDate(d.auditTime, 'dateTime') },
              { label: '审核意见', value: d.auditComment ?? '—', wide: true },
            ]}
          />
        </div>
      )}
    </ViewDialog>
  );
}

interface ApproveForm {
  validTo: string;
  comment: string;
}

function ApproveDialog({ row, onClose, onDone }: { row: TempRegister; onClose: () => void; onDone: () => void }) {
  const schema = useMemo(
    () =>
      z.object({
        validTo: z.string().check(
          z.superRefine((v, ctx) => {
            const problem = validToProblem(row.validFrom, v);
            if (problem) ctx.issues.push({ code: 'custom', message: problem, input: v });
          }),
        ),
        comment: z.string().check(z.maxLength(200, '审核意见最多200字')),
      }),
    [row.validFrom],
  );
  const form = useForm<ApproveForm>({
    resolver: zodResolver(schema),
    defaultValues: { validTo: row.validTo ?? '', comment: '' },
  });
  const save = useSaveMutation(
    (v: ApproveForm) =>
      api.POST('/faceAuth/tempregister/approve', {
        body: { id: row.id, validTo: v.validTo, ...(v.comment.trim() ? { comment: v.comment.trim() } : {}) },
      }),
    onDone,
    '审核通过',
  );
  return (
    <FormDialog {...formDialogProps(form, save, onClose)} title={`审核通过：${row.name}`} confirmText="通过">
      <p className="text-sm text-gray-600">
        通过后人脸下发到项目闸机，有效期止后自动过期。有效期起 {formatDate(row.validFrom)}，最长 7 天。
      </p>
      <FormFields
        form={form}
        idPrefix="approve-"
        fields={[
          { as: 'date', name: 'validTo', label: '有效期止', required: true },
          { name: 'comment', label: '审核意见', rows: 0, placeholder: '如：同意，限配电房检修', markInvalid: false },
        ]}
      />
    </FormDialog>
  );
}

const rejectSchema = z.object({
  comment: z.string().check(z.trim(), z.minLength(1, '请输入驳回原因'), z.maxLength(200, '驳回原因最多200字')),
});

function RejectDialog({ row, onClose, onDone }: { row: TempRegister; onClose: () => void; onDone: () => void }) {
  const form = useForm<{ comment: string }>({ resolver: zodResolver(rejectSchema), defaultValues: { comment: '' } });
  const save = useSaveMutation(
    (v: { comment: string }) =>
      api.POST('/faceAuth/tempregister/reject', { body: { id: row.id, comment: v.comment.trim() } }),
    onDone,
    '已驳回',
  );
  return (
    <FormDialog {...formDialogProps(form, save, onClose)} title={`驳回登记：${row.name}`} confirmText="驳回">
      <FormTextField
        form={form}
        name="comment"
        id="reject-comment"
        label="驳回原因"
        required
        rows={0}
        placeholder="如：请先完成实名登记和三级安全教育"
      />
    </FormDialog>
  );
}

/** The dialog the page's pending row action opens: 详情, 通过, 驳回 or the removal's confirmation. */
export function TempPendingDialogs({
  pending,
  onClose,
  onDone,
  onDelete,
}: {
  pending: Pending | null;
  onClose: () => void;
  onDone: () => void;
  onDelete: (ids: number[]) => void;
}) {
  return (
    <>
      {pending?.kind === 'view' ? <TempDetailDialog id={pending.row.id} onClose={onClose} /> : null}
      {pending?.kind === 'approve' ? <ApproveDialog row={pending.row} onClose={onClose} onDone={onDone} /> : null}
      {pending?.kind === 'reject' ? <RejectDialog row={pending.row} onClose={onClose} onDone={onDone} /> : null}
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(o) => !o && onClose()}
        title="删除临时人脸登记"
        message={
          pending?.kind === 'delete'
            ? `确定删除${pending.rows.length > 1 ? `选中的 ${pending.rows.length} 条登记` : `“${pending.rows[0]?.name}”的登记`}吗？删除后同时撤销闸机上的人脸授权。`
            : ''
        }
        confirmText="删除"
        onConfirm={() => pending?.kind === 'delete' && onDelete(pending.rows.map((r) => r.id))}
      />
    </>
  );
}
